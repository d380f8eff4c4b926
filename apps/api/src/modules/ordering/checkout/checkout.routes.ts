import {
  checkoutConflictSchema,
  checkoutInvalidSchema,
  checkoutQuoteRequestSchema,
  checkoutQuoteSchema,
  formatMoney,
  MAX_LINE_QTY,
  MAX_ORDER_TOTAL_FILS,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
  requestEnvelope,
  successEnvelope,
} from "@shop/shared";
import type { ModulePlugin } from "../../../lib/reply";
import { FAILED_CODES_PER_WINDOW, FAILED_CODES_WINDOW_MS } from "../discounts/discounts.service";
import type { CheckoutService } from "./checkout.service";

/** The order size limit, the same for the quote and placeOrder. */
const orderTooLargeDoc =
  `Quantities: 1 to ${MAX_LINE_QTY} of a SKU (repeated SKUs added up), at most 100 lines. ORDER_TOO_LARGE (422, ` +
  `field lines) when the total is above ${MAX_ORDER_TOTAL_FILS} fils (${formatMoney(MAX_ORDER_TOTAL_FILS)}).`;

/** Discount codes (issue 16), the same for the quote and placeOrder. */
const discountDoc =
  " `discountCode`: trimmed, any case. DISCOUNT_INVALID (422: unknown, off, not started, or no item it covers), " +
  "DISCOUNT_EXPIRED (422), DISCOUNT_LIMIT_REACHED (409: no use left, or this shopper's uses spent), " +
  "DISCOUNT_MIN_NOT_MET (422, with `minSubtotal` in fils beside errorList), all with field discountCode; " +
  `RATE_LIMITED (429) after ${FAILED_CODES_PER_WINDOW} unknown or expired codes from one address in ` +
  `${FAILED_CODES_WINDOW_MS / 60_000} minutes. The answer has \`discount\` (fils off the items), \`discountCode\` ` +
  "(as stored, upper-case) and each line's `codeDiscount`; VAT is of what each line is charged.";

export const checkoutRoutes: ModulePlugin<{
  checkout: CheckoutService;
  /** Origin for links in e-mails; unset: the address of the request. */
  publicOrigin: string;
}> = async (app, { checkout, publicOrigin }) => {
  // Links in e-mails use the configured origin (config.publicOrigin), never the request's Host (docs/security.md).

  app.post(
    "/api/v1/checkout/quote",
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ["checkout"],
        summary: "What the order would cost now: lines, items, delivery, COD fee, total and VAT, from the database",
        description:
          "Guests send `lines`; a member without `lines` gets a quote of their server cart. `emirate`, or " +
          "`addressId` for a member's saved address. Any price sent is ignored. Each line says whether it can be " +
          "ordered now (`available`, `stock`). OUT_OF_STOCK for an unknown SKU. " +
          orderTooLargeDoc +
          discountDoc,
        body: requestEnvelope(checkoutQuoteRequestSchema),
        response: {
          200: successEnvelope(checkoutQuoteSchema),
          409: checkoutConflictSchema,
          422: checkoutInvalidSchema,
        },
      },
    },
    async (request) => checkout.quote(request.authUser, request.body.payload.requestPayload, request.ip),
  );

  app.post(
    "/api/v1/checkout/placeOrder",
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ["checkout"],
        summary: "Place an order (guests and members), idempotent by key",
        description:
          "Idempotency key in `idempotencyKey` or the Idempotency-Key header: a retry with the same key and body " +
          "answers the first order again (200, same bytes); the same key with another body is CONFLICT. " +
          "Everything is recomputed from the database: PRICE_CHANGED (409) when the total differs from " +
          "`expectedTotal`, with the new figures in `quote` beside errorList; OUT_OF_STOCK (409) with one item " +
          "per short line (field skuId) and `unavailable: [{ skuId, name, requested, available }]`; a full slot " +
          "is CONFLICT (field deliverySlot); dates outside the window, closed dates, past the same-day cut-off " +
          "or a started slot are VALIDATION_FAILED (field deliveryDate or deliverySlot). Guests need `contact` " +
          "(name, e-mail, UAE mobile), `address` and `lines`; a member may use `addressId`, and without `lines` " +
          "orders their server cart, which is then emptied. Cash on delivery: status confirmed. Card: status " +
          "pending_payment, stock held until holdExpiresAt (15 min), `payment.clientSecret` for Stripe.js. " +
          "newsletter: true (\"send me offers\") e-mails the newsletter's confirmation link to the order's address. " +
          orderTooLargeDoc +
          discountDoc +
          " A code valid at the quote but not any more when the order is placed answers its error and places no order.",
        body: requestEnvelope(placeOrderRequestSchema),
        response: {
          200: successEnvelope(placeOrderResponseSchema),
          409: checkoutConflictSchema,
          422: checkoutInvalidSchema,
        },
      },
    },
    // Serialised as stored: a replay answers the very bytes of the first answer.
    async (request) =>
      checkout.placeOrder(
        request.authUser,
        request.body.payload.requestPayload,
        request.headers["idempotency-key"],
        publicOrigin,
        request.ip,
      ),
  );
};
