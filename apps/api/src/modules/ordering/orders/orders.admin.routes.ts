import {
  adminOrderResponseSchema,
  adminOrderSearchRequestSchema,
  adminOrderSearchResponseSchema,
  adminOrderTransitionRequestSchema,
  orderNumberRequestSchema,
  requestEnvelope,
  successEnvelope,
} from "@shop/shared";
import { acceptEmptyJsonBody, optionalEnvelope } from "../../../lib/member-routes";
import { type ModulePlugin, noStore } from "../../../lib/reply";
import type { AdminOrdersService } from "./orders.admin.service";

const tags = ["back office"];
const security = [{ bearerAuth: [] }];

/** Staff back office: orders. 401 without a valid token, 403 unless the role table lets the role view (edit) orders. */
export const adminOrdersRoutes: ModulePlugin<{ adminOrders: AdminOrdersService }> = async (app, { adminOrders }) => {
  acceptEmptyJsonBody(app);
  // Token and role are checked on request, before the body is read: 401, then 403, then any 400.
  const view = app.requireAccess("orders", "view");
  const edit = app.requireAccess("orders", "edit");

  app.post(
    "/api/v1/admin/orders/search",
    {
      onRequest: view,
      schema: {
        tags,
        security,
        summary: "Orders newest first, by status and by part of the number, e-mail, mobile or name; with totalCount",
        body: optionalEnvelope(adminOrderSearchRequestSchema),
        response: { 200: successEnvelope(adminOrderSearchResponseSchema) },
      },
    },
    async (request, reply) => {
      const filter = request.body?.payload?.requestPayload ?? { from: 0, limit: 16 };
      return noStore(reply, await adminOrders.search(filter));
    },
  );

  app.post(
    "/api/v1/admin/orders/detail",
    {
      onRequest: view,
      schema: {
        tags,
        security,
        summary: "One order with contact, address, lines, payment and the whole timeline",
        body: requestEnvelope(orderNumberRequestSchema),
        response: { 200: successEnvelope(adminOrderResponseSchema) },
      },
    },
    async (request, reply) => noStore(reply, await adminOrders.detail(request.body.payload.requestPayload.number)),
  );

  app.post(
    "/api/v1/admin/orders/transition",
    {
      onRequest: edit,
      schema: {
        tags,
        security,
        summary: "Move an order to its next state; the shopper is e-mailed with the note",
        description:
          "Allowed moves: pending_payment -> confirmed | cancelled; confirmed -> preparing | cancelled; preparing " +
          "-> out_for_delivery | cancelled; out_for_delivery -> delivered | delivery_failed; delivery_failed -> " +
          "out_for_delivery | cancelled | refunded; delivered -> refunded. Anything else is CONFLICT (409). " +
          "Cancelling puts the stock and the delivery slot back.",
        body: requestEnvelope(adminOrderTransitionRequestSchema),
        response: { 200: successEnvelope(adminOrderResponseSchema) },
      },
    },
    async (request, reply) =>
      noStore(reply, await adminOrders.transition(request.authUser!, request.body.payload.requestPayload)),
  );
};
