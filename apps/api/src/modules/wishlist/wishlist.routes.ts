import {
  requestEnvelope,
  successEnvelope,
  wishlistAddAllRequestSchema,
  wishlistAddRequestSchema,
  wishlistDeleteRequestSchema,
  wishlistResponseSchema,
  wishlistSearchRequestSchema,
} from "@shop/shared";
import { acceptEmptyJsonBody, languageOf, memberPost, optionalEnvelope } from "../../lib/member-routes";
import type { ModulePlugin } from "../../lib/reply";
import type { WishlistService } from "./wishlist.service";

const tags = ["wishlist"];
const response = { 200: successEnvelope(wishlistResponseSchema) };

/** SPEC 7 member wish list. The member is the token's subject, never tokenPayload. */
export const wishlistRoutes: ModulePlugin<{ wishlist: WishlistService }> = async (app, { wishlist }) => {
  acceptEmptyJsonBody(app);

  memberPost(
    app,
    "/api/v2/wishlist/add",
    {
      tags,
      summary: "Add a SKU to the wish list; one already there is ignored",
      description:
        "NOT_FOUND (404, field skuId) for an unknown or withdrawn SKU (a sold-out one may be added); CONFLICT " +
        "(409) when the list already holds 100 other SKUs.",
      body: requestEnvelope(wishlistAddRequestSchema),
      response,
    },
    ({ payload: { requestPayload } }, member, request) =>
      wishlist.add(member, requestPayload.skuId, languageOf(request, requestPayload.lang)),
  );

  memberPost(
    app,
    "/api/v2/wishlist/delete",
    {
      tags,
      summary: "Remove one of the caller's wish-list lines by wishListId; NOT_FOUND for any other id",
      body: requestEnvelope(wishlistDeleteRequestSchema),
      response,
    },
    ({ payload: { requestPayload } }, member, request) =>
      wishlist.remove(member, requestPayload.wishListId, languageOf(request, requestPayload.lang)),
  );

  memberPost(
    app,
    "/api/v2/wishlist/search",
    {
      tags,
      summary: "The caller's wish list, oldest line first (empty body)",
      description: "Lines whose SKU can no longer be bought stay in the list with sku.stock 0.",
      body: optionalEnvelope(wishlistSearchRequestSchema),
      response,
    },
    (body, member, request) => wishlist.search(member, languageOf(request, body?.payload?.requestPayload?.lang)),
  );

  memberPost(
    app,
    "/api/v2/wishlist/addall",
    {
      tags,
      summary: "Save a visitor's local wish list at login (one transaction); skipped lines are reported",
      description: "Unknown and withdrawn SKUs are skipped with NOT_FOUND, new SKUs beyond 100 with CONFLICT.",
      body: requestEnvelope(wishlistAddAllRequestSchema),
      response,
    },
    ({ payload: { requestPayload } }, member, request) =>
      wishlist.addAll(member, requestPayload.wishListArrayPld, languageOf(request, requestPayload.lang)),
  );
};
