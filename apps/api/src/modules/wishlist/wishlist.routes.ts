import {
  requestEnvelope,
  successEnvelope,
  wishlistAddAllRequestSchema,
  wishlistAddRequestSchema,
  wishlistDeleteRequestSchema,
  wishlistResponseSchema,
  wishlistSearchRequestSchema,
} from "@shop/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { acceptEmptyJsonBody, languageOf, memberId, optionalEnvelope, sendSuccess } from "../cart/cart.http";
import type { WishlistService } from "./wishlist.service";

const tags = ["wishlist"];
const response = { 200: successEnvelope(wishlistResponseSchema) };

/**
 * SPEC 7 member wish list. Every call needs a member's token, checked on request before the body is read; the
 * member is the token's subject, never tokenPayload.
 */
export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (app, { wishlist }) => {
  acceptEmptyJsonBody(app);
  const security = [{ bearerAuth: [] }];

  app.post(
    "/api/v2/wishlist/add",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Add a SKU to the wish list; one already there is ignored",
        description:
          "NOT_FOUND (404, field skuId) for an unknown or withdrawn SKU (a sold-out one may be added); CONFLICT " +
          "(409) when the list already holds 100 other SKUs.",
        body: requestEnvelope(wishlistAddRequestSchema),
        response,
      },
    },
    async (request, reply) => {
      const { skuId, lang } = request.body.payload.requestPayload;
      return sendSuccess(
        reply as FastifyReply,
        await wishlist.add(memberId(request), skuId, languageOf(request, lang)),
      );
    },
  );

  app.post(
    "/api/v2/wishlist/delete",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Remove one of the caller's wish-list lines by wishListId; NOT_FOUND for any other id",
        body: requestEnvelope(wishlistDeleteRequestSchema),
        response,
      },
    },
    async (request, reply) => {
      const { wishListId, lang } = request.body.payload.requestPayload;
      return sendSuccess(
        reply as FastifyReply,
        await wishlist.remove(memberId(request), wishListId, languageOf(request, lang)),
      );
    },
  );

  app.post(
    "/api/v2/wishlist/search",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's wish list, oldest line first (empty body)",
        description: "Lines whose SKU can no longer be bought stay in the list with sku.stock 0.",
        body: optionalEnvelope(wishlistSearchRequestSchema),
        response,
      },
    },
    async (request, reply) => {
      const lang = languageOf(request, request.body?.payload?.requestPayload?.lang);
      return sendSuccess(reply as FastifyReply, await wishlist.search(memberId(request), lang));
    },
  );

  app.post(
    "/api/v2/wishlist/addall",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Save a visitor's local wish list at login (one transaction); skipped lines are reported",
        description: "Unknown and withdrawn SKUs are skipped with NOT_FOUND, new SKUs beyond 100 with CONFLICT.",
        body: requestEnvelope(wishlistAddAllRequestSchema),
        response,
      },
    },
    async (request, reply) => {
      const { wishListArrayPld, lang } = request.body.payload.requestPayload;
      return sendSuccess(
        reply as FastifyReply,
        await wishlist.addAll(memberId(request), wishListArrayPld, languageOf(request, lang)),
      );
    },
  );
};
