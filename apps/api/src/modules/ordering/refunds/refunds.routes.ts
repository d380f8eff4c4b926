import {
  adminRefundRequestSchema,
  adminRefundResponseSchema,
  adminRefundsRequestSchema,
  adminRefundsResponseSchema,
} from "@shop/shared";
import { adminPost } from "../../../lib/admin-routes";
import type { ModulePlugin } from "../../../lib/reply";
import type { AdminOrdersService } from "../orders/orders.admin.service";
import type { RefundsService } from "./refunds.service";

/** The back office's refunds (issue 15): area orders; viewing the refunds needs view, making one needs edit. */
export const refundsRoutes: ModulePlugin<{
  refunds: RefundsService;
  adminOrders: Pick<AdminOrdersService, "detail">;
}> = async (app, { refunds, adminOrders }) => {
  adminPost(
    app,
    "/api/v1/admin/orders/refunds",
    {
      area: "orders",
      access: "view",
      summary: "An order's refunds, what of each line and of the charges is refunded, and what is left",
      payload: adminRefundsRequestSchema,
      response: adminRefundsResponseSchema,
    },
    ({ number }) => refunds.state(number),
  );

  adminPost(
    app,
    "/api/v1/admin/orders/refund",
    {
      area: "orders",
      access: "edit",
      summary: "Refund everything left of an order, or units of some lines, with or without the delivery charge",
      description:
        "Figures come from the order's frozen prices on the server (VAT as at checkout, counted over what was " +
        "refunded of each line before); never more than is left of a line or of the order (CONFLICT naming the " +
        "field). A paid card order is refunded through Stripe (REFUND_FAILED when Stripe refuses: the refund is " +
        "kept as failed; SERVICE_UNAVAILABLE when Stripe does not answer: it stays pending and is asked again with " +
        "the same idempotency key); cash on delivery, once delivered and paid, is recorded. `restock` puts the " +
        "units back on the shelf. Nothing left: the order moves to refunded where its state allows. The shopper " +
        "is e-mailed the amount; the timeline gets a refund entry.",
      payload: adminRefundRequestSchema,
      response: adminRefundResponseSchema,
    },
    async (input, staff) => {
      const { refundId, state } = await refunds.refund(staff, input);
      const refund = state.refunds.find((r) => r.refundId === refundId);
      if (!refund) throw new Error(`refund ${refundId} is missing from its order`);
      const { order } = await adminOrders.detail(input.number);
      return { refund, refunds: state, order };
    },
  );
};
