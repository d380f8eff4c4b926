import {
  adminOrderResponseSchema,
  adminOrderSearchRequestSchema,
  adminOrderSearchResponseSchema,
  adminOrderTransitionRequestSchema,
  orderNumberRequestSchema,
} from "@shop/shared";
import { adminPost } from "../../../lib/admin-routes";
import { acceptEmptyJsonBody } from "../../../lib/member-routes";
import type { ModulePlugin } from "../../../lib/reply";
import type { AdminOrdersService } from "./orders.admin.service";
import { orderOperationsRoutes } from "./orders.operations.routes";

/** Staff back office: orders. 401 without a valid token, 403 unless the role table lets the role view (edit) orders. */
export const adminOrdersRoutes: ModulePlugin<{ adminOrders: AdminOrdersService }> = async (app, { adminOrders }) => {
  acceptEmptyJsonBody(app);
  await app.register(orderOperationsRoutes, { adminOrders });

  adminPost(
    app,
    "/api/v1/admin/orders/search",
    {
      area: "orders",
      access: "view",
      summary:
        "Orders by delivery dates, slot, emirate, status, payment method and part of the number, e-mail, mobile or " +
        "name; newest first (by delivery date when dates are filtered); with totalCount",
      payload: adminOrderSearchRequestSchema,
      optional: true,
      response: adminOrderSearchResponseSchema,
    },
    (filter) => adminOrders.search(filter ?? { from: 0, limit: 16 }),
  );

  adminPost(
    app,
    "/api/v1/admin/orders/detail",
    {
      area: "orders",
      access: "view",
      summary: "One order with contact, address, lines, payment and the whole timeline",
      payload: orderNumberRequestSchema,
      response: adminOrderResponseSchema,
    },
    ({ number }) => adminOrders.detail(number),
  );

  adminPost(
    app,
    "/api/v1/admin/orders/transition",
    {
      area: "orders",
      access: "edit",
      summary: "Move an order to its next state; the shopper is e-mailed with the note",
      description:
        "Allowed moves: pending_payment -> confirmed | cancelled; confirmed -> preparing | cancelled; preparing " +
        "-> out_for_delivery | cancelled; out_for_delivery -> delivered | delivery_failed; delivery_failed -> " +
        "out_for_delivery | cancelled | refunded; delivered -> refunded. Anything else is CONFLICT (409). " +
        "Cancelling puts the stock and the delivery slot back.",
      payload: adminOrderTransitionRequestSchema,
      response: adminOrderResponseSchema,
    },
    (change, staff) => adminOrders.transition(staff, change),
  );
};
