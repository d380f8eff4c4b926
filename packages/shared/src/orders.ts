import { z } from "zod";
import { emailField, mobileField } from "./account";
import { MAX_LINE_QTY } from "./cart-limits";
import {
  type DeliverySettings,
  deliveryCharge,
  deliverySlots,
  type Emirate,
  emirates,
  isoDateField,
  vatPart,
} from "./delivery";
import { type AppliedCode, applyCode, type CodeShortfall } from "./discount-maths";
import { failureEnvelopeSchema } from "./envelope";
import { discountedPrice } from "./money";
import { discountCodeField, giftInputSchema, giftSchema } from "./order-extras";
import { filsField, idField, safeText } from "./safe-text";

/** DESIGN "order states". */
export const orderStatuses = [
  "pending_payment",
  "confirmed",
  "preparing",
  "out_for_delivery",
  "delivered",
  "cancelled",
  "refunded",
  "delivery_failed",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Allowed moves; anything else is refused. */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ["confirmed", "cancelled"],
  confirmed: ["preparing", "cancelled"],
  preparing: ["out_for_delivery", "cancelled"],
  out_for_delivery: ["delivered", "delivery_failed"],
  delivery_failed: ["out_for_delivery", "cancelled", "refunded"],
  delivered: ["refunded"],
  cancelled: [],
  refunded: [],
};
export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}
/** The shopper may cancel while the order is not yet being prepared. */
export function shopperCanCancel(status: OrderStatus): boolean {
  return status === "pending_payment" || status === "confirmed";
}

export const paymentMethods = ["cod", "card"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

const text = (max: number) => safeText().trim().max(max);

/** A delivery address (the address book, and a guest's address at checkout). */
export const addressInputSchema = z.object({
  label: text(40).optional(),
  recipient: text(100).min(1, "Enter the recipient's name"),
  emirate: z.enum(emirates),
  area: text(100).min(1, "Enter the area"),
  street: text(150).min(1, "Enter the street"),
  building: text(100).min(1, "Enter the building or villa"),
  apartment: text(50).optional(),
  landmark: text(150).optional(),
  mobile: mobileField,
  notes: text(500).optional(),
  isDefault: z.boolean().optional(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;
export const addressSchema = addressInputSchema.extend({
  addressId: z.number().int(),
  label: z.string().nullable(),
  apartment: z.string().nullable(),
  landmark: z.string().nullable(),
  notes: z.string().nullable(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** One line the shopper asks for; any price, discount or total sent along is dropped (never trusted). */
export const orderLineInputSchema = z.object({
  skuId: idField,
  qty: z.number().int().min(1).max(MAX_LINE_QTY),
});

/**
 * POST /api/v1/checkout/placeOrder. Every figure is recomputed by the server from the database; the shopper's
 * total is only compared (PRICE_CHANGED when it differs). Unknown fields are stripped.
 */
export const placeOrderRequestSchema = z.object({
  /**
   * Idempotency key, here or as the Idempotency-Key header (one is required; both must then agree): a retry
   * with the same key returns the first answer; the same key with another body is refused with CONFLICT.
   */
  idempotencyKey: safeText().min(8).max(100).optional(),
  /** Required for guests; a member's defaults to their account (name, e-mail) and the address's mobile. */
  contact: z.object({ name: text(100).min(1, "Enter your name"), email: emailField, mobile: mobileField }).optional(),
  /** A saved address of the member, or a full address (guests). */
  addressId: idField.optional(),
  address: addressInputSchema.optional(),
  deliveryDate: isoDateField,
  deliverySlot: z.enum(deliverySlots),
  paymentMethod: z.enum(paymentMethods),
  /** Lines of a guest's cart; a member's order is made from their server cart when omitted. */
  lines: z.array(orderLineInputSchema).min(1).max(100).optional(),
  /** The total the shopper was shown, in fils. */
  expectedTotal: filsField,
  locale: z.enum(["en", "fr", "ar"]).optional(),
  /** "Send me offers" (unticked by default): the order's e-mail gets the newsletter's confirmation e-mail. */
  newsletter: z.boolean().optional(),
  /** A discount code (issue 16); a code no longer valid fails with its DISCOUNT_* code and places no order. */
  discountCode: discountCodeField.optional(),
  gift: giftInputSchema.optional(),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

export const orderLineSchema = z.object({
  skuId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  skuCode: z.string(),
  options: z.object({ potSize: z.string().nullable(), potColour: z.string().nullable() }),
  unitPrice: z.number().int(),
  discount: z.number().int(),
  unitNet: z.number().int(),
  qty: z.number().int(),
  lineTotal: z.number().int(),
  /** This line's share of the discount code (issue 16): the line is charged lineTotal - codeDiscount. */
  codeDiscount: z.number().int().optional(),
  /** VAT part of what the line is charged. */
  vat: z.number().int(),
});

/** What a timeline entry records: a change of status, of the delivery (address, date, slot), or a refund. */
export const orderEventKinds = ["status", "delivery", "refund"] as const;
export type OrderEventKind = (typeof orderEventKinds)[number];

export const orderEventSchema = z.object({
  status: z.enum(orderStatuses),
  /** "status" when absent. A delivery or refund entry keeps the order's status at the time. */
  kind: z.enum(orderEventKinds).optional(),
  at: z.string(),
  actor: z.string(),
  note: z.string().nullable(),
});

/** A refund made of an order, as its shopper sees it (issue 15): VAT-inclusive fils and its VAT part. */
export const orderRefundSchema = z.object({
  amount: z.number().int(),
  vat: z.number().int(),
  /** card: back to the card through Stripe; recorded: paid back by the shop (cash on delivery). */
  method: z.enum(["card", "recorded"]),
  at: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const orderSchema = z.object({
  orderId: z.number().int(),
  number: z.string(),
  status: z.enum(orderStatuses),
  paymentMethod: z.enum(paymentMethods),
  paymentStatus: z.string(),
  contact: z.object({ name: z.string(), email: z.string(), mobile: z.string() }),
  address: z.record(z.string(), z.unknown()),
  emirate: z.enum(emirates),
  deliveryDate: z.string(),
  deliverySlot: z.enum(deliverySlots),
  lines: z.array(orderLineSchema),
  items: z.number().int(),
  delivery: z.number().int(),
  codFee: z.number().int(),
  /** The discount code's reduction of the items (issue 16), and the code; 0 and null when none. */
  discount: z.number().int().optional(),
  discountCode: z.string().nullable().optional(),
  gift: giftSchema.nullable().optional(),
  total: z.number().int(),
  vat: z.number().int(),
  events: z.array(orderEventSchema),
  createdAt: z.string(),
  /** A card order holds its stock until then (ISO time); null or absent otherwise. */
  holdExpiresAt: z.string().nullable().optional(),
  /** The refunds made, oldest first (the shopper's order page); absent where not shown. */
  refunds: z.array(orderRefundSchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;
export type OrderLine = z.infer<typeof orderLineSchema>;

/** placeOrder's answer: the order, and for a card order the PaymentIntent's client secret for Stripe.js. */
export const placeOrderResponseSchema = z.object({
  order: orderSchema,
  payment: z.object({ provider: z.literal("stripe"), clientSecret: z.string() }).optional(),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

// --- Figures: one function for the quote, the order and the web app's display ---

export interface PricedLine {
  unitNet: number;
  lineTotal: number;
  /** This line's share of the discount code (0 without one); the line is charged lineTotal - codeDiscount. */
  codeDiscount: number;
  vat: number;
}

/**
 * The figures of an order from unit prices (VAT-inclusive fils), discounts and quantities: each line's net
 * price (discount rounded to the fils), total, share of the discount code and VAT part (of what the line is
 * charged); the items total (before the code), the code's discount, the delivery charge (free from freeAbove,
 * compared with the items after the code), the COD fee, the total (items - discount + delivery + COD fee) and its
 * VAT part (vatPart of the total, so line VATs may differ from it by rounding). `code` (issue 16, see
 * discount-maths.ts) discounts the lines whose categoryId it covers; `codeShortfall` says why it gave nothing.
 */
export function priceOrder<T extends { unitPrice: number; discount: number; qty: number; categoryId?: number | null }>(
  lines: readonly T[],
  settings: DeliverySettings,
  emirate: Emirate,
  paymentMethod: PaymentMethod,
  code: AppliedCode | null = null,
) {
  const nets = lines.map((line) => {
    const unitNet = discountedPrice(line.unitPrice, line.discount);
    return { ...line, unitNet, lineTotal: unitNet * line.qty };
  });
  const applied = code ? applyCode(nets, code) : null;
  const priced = nets.map((line, i) => {
    const codeDiscount = applied?.shares[i] ?? 0;
    return { ...line, codeDiscount, vat: vatPart(line.lineTotal - codeDiscount) };
  });
  const items = priced.reduce((sum, line) => sum + line.lineTotal, 0);
  const discount = applied?.discount ?? 0;
  const delivery = deliveryCharge(settings, emirate, items - discount);
  const codFee = paymentMethod === "cod" ? settings.codFee : 0;
  const total = items - discount + delivery + codFee;
  const codeShortfall: CodeShortfall | null = applied?.shortfall ?? null;
  return { lines: priced, items, discount, delivery, codFee, total, vat: vatPart(total), codeShortfall };
}

/** POST /api/v1/checkout/quote: the figures the server would charge now (guests send lines; members may not). */
export const checkoutQuoteRequestSchema = z.object({
  lines: z.array(orderLineInputSchema).min(1).max(100).optional(),
  /** The emirate, or addressId (a member's saved address) to take it from; one is required. */
  emirate: z.enum(emirates).optional(),
  addressId: idField.optional(),
  paymentMethod: z.enum(paymentMethods).default("cod"),
  /** Language of the product names; default en. */
  locale: z.enum(["en", "fr", "ar"]).optional(),
  /** A discount code to price with: an invalid one fails the quote with its DISCOUNT_* code. */
  discountCode: discountCodeField.optional(),
});
export type CheckoutQuoteRequest = z.input<typeof checkoutQuoteRequestSchema>;

export const quoteLineSchema = orderLineSchema.extend({
  /** The line can be ordered now: the SKU is on sale and has qty in stock. */
  available: z.boolean(),
  /** Units in stock now (0 when the SKU is withdrawn). */
  stock: z.number().int(),
});
export const checkoutQuoteSchema = z.object({
  lines: z.array(quoteLineSchema),
  emirate: z.enum(emirates),
  paymentMethod: z.enum(paymentMethods),
  items: z.number().int(),
  delivery: z.number().int(),
  codFee: z.number().int(),
  /** The discount code's reduction (issue 16) and the code as stored; 0 and null when none. */
  discount: z.number().int().optional(),
  discountCode: z.string().nullable().optional(),
  total: z.number().int(),
  vat: z.number().int(),
  vatPercent: z.number(),
  freeAbove: z.number().int().nullable(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/** PRICE_CHANGED (409) from placeOrder: the usual failure, plus the server's figures now in `quote`. */
export const priceChangedFailureSchema = failureEnvelopeSchema.extend({ quote: checkoutQuoteSchema });
export type PriceChangedFailure = z.infer<typeof priceChangedFailureSchema>;

/** A line that cannot be had in the quantity asked (OUT_OF_STOCK): available 0 when sold out or withdrawn. */
export const unavailableLineSchema = z.object({
  skuId: z.number().int(),
  name: z.string().nullable(),
  requested: z.number().int(),
  available: z.number().int(),
});
/** OUT_OF_STOCK (409) from quote and placeOrder: one errorList item per line (field "skuId"), and `unavailable`. */
export const outOfStockFailureSchema = failureEnvelopeSchema.extend({ unavailable: z.array(unavailableLineSchema) });
export type OutOfStockFailure = z.infer<typeof outOfStockFailureSchema>;
/**
 * A 422 of checkout: the usual failure; DISCOUNT_MIN_NOT_MET (issue 16) adds the code's minimum of eligible items
 * (`minSubtotal`, fils) so the page can name it in the shopper's language and currency.
 */
export const checkoutInvalidSchema = failureEnvelopeSchema.extend({ minSubtotal: z.number().int().optional() });
/** Any 409 of checkout: PRICE_CHANGED with `quote`, OUT_OF_STOCK with `unavailable`, or a plain CONFLICT. */
export const checkoutConflictSchema = z.union([
  priceChangedFailureSchema,
  outOfStockFailureSchema,
  failureEnvelopeSchema,
]);
