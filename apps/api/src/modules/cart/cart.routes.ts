import {
  cartAddAllRequestSchema,
  cartAddRequestSchema,
  cartDeleteRequestSchema,
  cartResponseSchema,
  cartSearchRequestSchema,
  requestEnvelope,
  successEnvelope,
} from "@shop/shared";
import { acceptEmptyJsonBody, languageOf, memberPost, optionalEnvelope } from "../../lib/member-routes";
import type { ModulePlugin } from "../../lib/reply";
import type { CartService } from "./cart.service";

const tags = ["cart"];
const response = { 200: successEnvelope(cartResponseSchema) };

/** SPEC 7 member cart. The member is the token's subject, never tokenPayload. */
export const cartRoutes: ModulePlugin<{ cart: CartService }> = async (app, { cart }) => {
  acceptEmptyJsonBody(app);

  memberPost(
    app,
    "/api/v2/cart/add",
    {
      tags,
      summary: "Put a SKU in the cart; a SKU already there gets the new quantity (qty missing: 1)",
      description:
        "OUT_OF_STOCK (409, field skuId or qty) when the SKU is unknown, withdrawn, sold out or has fewer than " +
        "qty left (never cut: the answer's `unavailable` gives the quantity available); CONFLICT (409) when the cart " +
        "already holds 100 other SKUs. Any price sent is ignored.",
      body: requestEnvelope(cartAddRequestSchema),
      response,
    },
    ({ payload }, member, request) => {
      const { lang, ...line } = payload.requestPayload;
      return cart.add(member, line, languageOf(request, lang));
    },
  );

  memberPost(
    app,
    "/api/v2/cart/delete",
    {
      tags,
      summary: "Remove one of the caller's cart lines by cartId; NOT_FOUND for any other id",
      body: requestEnvelope(cartDeleteRequestSchema),
      response,
    },
    ({ payload: { requestPayload } }, member, request) =>
      cart.remove(member, requestPayload.cartId, languageOf(request, requestPayload.lang)),
  );

  memberPost(
    app,
    "/api/v2/cart/search",
    {
      tags,
      summary: "The caller's cart, oldest line first (empty body)",
      description: "Lines whose SKU can no longer be bought stay in the cart with sku.stock 0.",
      body: optionalEnvelope(cartSearchRequestSchema),
      response,
    },
    (body, member, request) => cart.search(member, languageOf(request, body?.payload?.requestPayload?.lang)),
  );

  memberPost(
    app,
    "/api/v2/cart/addall",
    {
      tags,
      summary: "Save a visitor's local cart at login (one transaction); skipped lines are reported",
      description:
        "A SKU in both carts takes the local quantity, lowered to the stock. Unknown, withdrawn and sold-out " +
        "SKUs are skipped with OUT_OF_STOCK, new SKUs beyond 100 lines with CONFLICT.",
      body: requestEnvelope(cartAddAllRequestSchema),
      response,
    },
    ({ payload: { requestPayload } }, member, request) =>
      cart.addAll(member, requestPayload.cartArrayPld, languageOf(request, requestPayload.lang)),
  );
};
