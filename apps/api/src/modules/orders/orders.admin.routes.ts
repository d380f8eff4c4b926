import {
  adminOrderResponseSchema,
  adminOrderSearchRequestSchema,
  adminOrderSearchResponseSchema,
  adminOrderTransitionRequestSchema,
  isBackOfficeRole,
  orderNumberRequestSchema,
  requestEnvelope,
  successEnvelope,
} from "@shop/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { acceptEmptyJsonBody, optionalEnvelope, sendSuccess } from "../cart/cart.http";
import type { AdminOrdersService } from "./orders.admin.service";

const tags = ["back office"];
const security = [{ bearerAuth: [] }];

/** After requireUser: only ROLE_SUPER_ADMIN, ROLE_ADMIN and ROLE_MANAGER run the orders of the shop. */
async function requireStaff(request: FastifyRequest): Promise<void> {
  if (!isBackOfficeRole(request.authUser?.role)) {
    throw new AppError("FORBIDDEN", "Only shop staff can do this.", "Log in with a staff account.");
  }
}

/** Staff back office: orders. 401 without a valid token, 403 for any role but admin, super admin and manager. */
export const adminOrdersRoutes: FastifyPluginAsyncZod<{ adminOrders: AdminOrdersService }> = async (
  app,
  { adminOrders },
) => {
  acceptEmptyJsonBody(app);
  const onRequest = [app.requireUser, requireStaff];

  app.post(
    "/api/v1/admin/orders/search",
    {
      onRequest,
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
      return sendSuccess(reply as FastifyReply, await adminOrders.search(filter));
    },
  );

  app.post(
    "/api/v1/admin/orders/detail",
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "One order with contact, address, lines, payment and the whole timeline",
        body: requestEnvelope(orderNumberRequestSchema),
        response: { 200: successEnvelope(adminOrderResponseSchema) },
      },
    },
    async (request, reply) =>
      sendSuccess(reply as FastifyReply, await adminOrders.detail(request.body.payload.requestPayload.number)),
  );

  app.post(
    "/api/v1/admin/orders/transition",
    {
      onRequest,
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
      sendSuccess(
        reply as FastifyReply,
        await adminOrders.transition(request.authUser!.id, request.body.payload.requestPayload),
      ),
  );
};
