import { z } from "zod";
import { mobileField } from "./account";
import { deliverySlots, emirates } from "./delivery";

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

const text = (max: number) => z.string().trim().max(max);

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

/** What the shopper saw: the server refuses with PRICE_CHANGED when its own total differs. */
export const placeOrderRequestSchema = z.object({
  /** Idempotency key (also accepted as the Idempotency-Key header): a retry returns the first answer. */
  idempotencyKey: z.string().min(8).max(100),
  contact: z.object({ name: text(100).min(1), email: z.email().max(254), mobile: mobileField }),
  /** A saved address of the member, or a full address (guests). */
  addressId: z.number().int().positive().optional(),
  address: addressInputSchema.optional(),
  deliveryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  deliverySlot: z.enum(deliverySlots),
  paymentMethod: z.enum(["cod", "card"]),
  /** Lines of a guest's cart; a member's order is made from their server cart when omitted. */
  lines: z
    .array(z.object({ skuId: z.number().int().positive(), qty: z.number().int().min(1).max(99) }))
    .max(100)
    .optional(),
  /** The total the shopper was shown, in fils. */
  expectedTotal: z.number().int().min(0),
  locale: z.enum(["en", "fr", "ar"]).optional(),
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
  vat: z.number().int(),
});

export const orderEventSchema = z.object({
  status: z.enum(orderStatuses),
  at: z.string(),
  actor: z.string(),
  note: z.string().nullable(),
});

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
  total: z.number().int(),
  vat: z.number().int(),
  events: z.array(orderEventSchema),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
