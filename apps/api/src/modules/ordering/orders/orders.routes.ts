import {
  cartResponseSchema,
  myOrdersRequestSchema,
  myOrdersResponseSchema,
  orderNumberRequestSchema,
  orderResponseSchema,
  reorderRequestSchema,
  requestEnvelope,
  successEnvelope,
  trackOrderRequestSchema,
  trackOrderResponseSchema,
} from "@shop/shared";
import { acceptEmptyJsonBody, languageOf, memberPost, optionalEnvelope } from "../../../lib/member-routes";
import { type ModulePlugin, noStore } from "../../../lib/reply";
import type { OrdersService } from "./orders.service";

const tags = ["orders"];

export interface OrdersRoutesOptions {
  orders: OrdersService;
  /** Tracking requests per IP per minute. */
  trackPerMinute: number;
}

/** The member's orders (own only, token's subject) and public order tracking. */
export const ordersRoutes: ModulePlugin<OrdersRoutesOptions> = async (app, { orders, trackPerMinute }) => {
  acceptEmptyJsonBody(app);

  memberPost(
    app,
    "/api/v1/orders/search",
    {
      tags,
      summary: "The caller's orders, newest first (zero-based page `from`, `limit` 16 by default, at most 100)",
      body: optionalEnvelope(myOrdersRequestSchema),
      response: { 200: successEnvelope(myOrdersResponseSchema) },
    },
    (body, member) => orders.search(member, body?.payload?.requestPayload ?? { from: 0, limit: 16 }),
  );

  memberPost(
    app,
    "/api/v1/orders/detail",
    {
      tags,
      summary: "One of the caller's orders with lines, totals and timeline; NOT_FOUND for any other number",
      body: requestEnvelope(orderNumberRequestSchema),
      response: { 200: successEnvelope(orderResponseSchema) },
    },
    ({ payload }, member) => orders.detail(member, payload.requestPayload.number),
  );

  memberPost(
    app,
    "/api/v1/orders/cancel",
    {
      tags,
      summary: "Cancel one of the caller's orders while it is pending payment or confirmed",
      description:
        "The stock and the delivery slot are released and the shopper is e-mailed. CONFLICT (409) once the order " +
        "is being prepared or later; NOT_FOUND for another member's order.",
      body: requestEnvelope(orderNumberRequestSchema),
      response: { 200: successEnvelope(orderResponseSchema) },
    },
    ({ payload }, member) => orders.cancel(member, payload.requestPayload.number),
  );

  memberPost(
    app,
    "/api/v1/orders/reorder",
    {
      tags,
      summary: "Put the lines of one of the caller's orders back in their cart; the answer is the cart",
      description:
        "As cart/addall: an ordered quantity above the stock is lowered; withdrawn or sold-out SKUs are listed " +
        "in `skipped` (OUT_OF_STOCK), and lines beyond the cart's limit too (CONFLICT).",
      body: requestEnvelope(reorderRequestSchema),
      response: { 200: successEnvelope(cartResponseSchema) },
    },
    ({ payload: { requestPayload } }, member, request) =>
      orders.reorder(member, requestPayload.number, languageOf(request, requestPayload.lang)),
  );

  app.post(
    "/api/v1/orders/track",
    {
      config: { rateLimit: { max: trackPerMinute, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "Track an order (public): its number with the e-mail or the mobile number given at checkout",
        description:
          "Answers status, timeline, delivery date, slot and emirate, never the address or contact. A wrong " +
          `pair and an unknown number give the same NOT_FOUND. At most ${trackPerMinute} calls per minute per IP.`,
        body: requestEnvelope(trackOrderRequestSchema),
        response: { 200: successEnvelope(trackOrderResponseSchema) },
      },
    },
    async (request, reply) => noStore(reply, await orders.track(request.body.payload.requestPayload)),
  );
};
