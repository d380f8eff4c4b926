import {
  cartAddAllRequestSchema,
  cartAddRequestSchema,
  cartDeleteRequestSchema,
  cartResponseSchema,
  cartSearchRequestSchema,
  requestEnvelope,
  successEnvelope,
} from "@shop/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { acceptEmptyJsonBody, languageOf, memberId, optionalEnvelope, sendSuccess } from "./cart.http";
import type { CartService } from "./cart.service";

const tags = ["cart"];
const response = { 200: successEnvelope(cartResponseSchema) };

/**
 * SPEC 7 member cart. Every call needs a member's token: it is checked on request, before the body is read, so
 * a caller without one gets 401 whatever the body. The member is the token's subject, never tokenPayload.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  acceptEmptyJsonBody(app);
  const security = [{ bearerAuth: [] }];

  app.post(
    "/api/v2/cart/add",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Put a SKU in the cart; a SKU already there gets the new quantity (qty missing: 1)",
        description:
          "OUT_OF_STOCK (409, field skuId or qty) when the SKU is unknown, withdrawn, sold out or has fewer than " +
          "qty left; CONFLICT (409) when the cart already holds 100 other SKUs. Any price sent is ignored.",
        body: requestEnvelope(cartAddRequestSchema),
        response,
      },
    },
    async (request, reply) => {
      const { lang, ...line } = request.body.payload.requestPayload;
      return sendSuccess(reply as FastifyReply, await cart.add(memberId(request), line, languageOf(request, lang)));
    },
  );

  app.post(
    "/api/v2/cart/delete",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Remove one of the caller's cart lines by cartId; NOT_FOUND for any other id",
        body: requestEnvelope(cartDeleteRequestSchema),
        response,
      },
    },
    async (request, reply) => {
      const { cartId, lang } = request.body.payload.requestPayload;
      return sendSuccess(
        reply as FastifyReply,
        await cart.remove(memberId(request), cartId, languageOf(request, lang)),
      );
    },
  );

  app.post(
    "/api/v2/cart/search",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's cart, oldest line first (empty body)",
        description: "Lines whose SKU can no longer be bought stay in the cart with sku.stock 0.",
        body: optionalEnvelope(cartSearchRequestSchema),
        response,
      },
    },
    async (request, reply) => {
      const lang = languageOf(request, request.body?.payload?.requestPayload?.lang);
      return sendSuccess(reply as FastifyReply, await cart.search(memberId(request), lang));
    },
  );

  app.post(
    "/api/v2/cart/addall",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Save a visitor's local cart at login (one transaction); skipped lines are reported",
        description:
          "A SKU in both carts takes the local quantity, lowered to the stock. Unknown, withdrawn and sold-out " +
          "SKUs are skipped with OUT_OF_STOCK, new SKUs beyond 100 lines with CONFLICT.",
        body: requestEnvelope(cartAddAllRequestSchema),
        response,
      },
    },
    async (request, reply) => {
      const { cartArrayPld, lang } = request.body.payload.requestPayload;
      return sendSuccess(
        reply as FastifyReply,
        await cart.addAll(memberId(request), cartArrayPld, languageOf(request, lang)),
      );
    },
  );
};
