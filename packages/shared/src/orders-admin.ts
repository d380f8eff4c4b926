import { z } from "zod";
import { deliverySlots, emirates, isoDateField } from "./delivery";
import { addressInputSchema, orderStatuses, paymentMethods } from "./orders";
import { safeText } from "./safe-text";

/**
 * Wire shapes of the back office's order operations (issue 15 item 1): the list's filters (search and CSV
 * export), a day's deliveries, internal notes and changing an order's delivery before dispatch.
 */

/** The order list's filters, shared by admin/orders/search and orders/export.csv. Dates are delivery dates. */
export const adminOrderFilterFields = {
  status: z.enum(orderStatuses).optional(),
  q: safeText().trim().max(100).optional(),
  paymentMethod: z.enum(paymentMethods).optional(),
  emirate: z.enum(emirates).optional(),
  slot: z.enum(deliverySlots).optional(),
  dateFrom: isoDateField.optional(),
  dateTo: isoDateField.optional(),
};

export const adminOrderFilterSchema = z.object(adminOrderFilterFields);
export type AdminOrderFilter = z.infer<typeof adminOrderFilterSchema>;

/** GET /api/v1/admin/orders/export.csv: the same filters as a query string (the server checks dateFrom <= dateTo). */
export const adminOrderExportQuerySchema = z.object(adminOrderFilterFields);
export type AdminOrderExportQuery = z.input<typeof adminOrderExportQuerySchema>;

/** The CSV's columns, in order. Money in AED with two decimals; dates in Asia/Dubai. */
export const orderCsvColumns = [
  "number",
  "placed_at",
  "status",
  "payment_method",
  "payment_status",
  "name",
  "email",
  "mobile",
  "emirate",
  "area",
  "delivery_date",
  "delivery_slot",
  "items",
  "items_aed",
  "delivery_aed",
  "cod_fee_aed",
  "vat_aed",
  "total_aed",
] as const;

/** admin/deliveries/list: the orders to deliver on a date, by emirate then slot. */
export const adminDeliveriesRequestSchema = z.object({
  date: isoDateField,
  emirate: z.enum(emirates).optional(),
  slot: z.enum(deliverySlots).optional(),
  from: z.number().int().min(0).max(10_000).optional().default(0),
  /** A day's orders are bounded by the slots' capacity; a page holds up to 500. */
  limit: z.number().int().min(1).max(500).optional().default(200),
});
export type AdminDeliveriesRequest = z.input<typeof adminDeliveriesRequestSchema>;

/** The statuses a day's delivery list shows: placed and paid (or cash on delivery), not cancelled nor refunded. */
export const deliveryListStatuses = [
  "confirmed",
  "preparing",
  "out_for_delivery",
  "delivered",
  "delivery_failed",
] as const;

export const adminDeliverySchema = z.object({
  number: z.string(),
  status: z.enum(orderStatuses),
  emirate: z.enum(emirates),
  deliverySlot: z.enum(deliverySlots),
  name: z.string(),
  mobile: z.string(),
  address: z.record(z.string(), z.unknown()),
  itemCount: z.number().int(),
  paymentMethod: z.enum(paymentMethods),
  paymentStatus: z.string(),
  total: z.number().int(),
  /** What the driver collects in cash, in fils: the total of an unpaid cash-on-delivery order, else 0. */
  toCollect: z.number().int(),
});
export type AdminDelivery = z.infer<typeof adminDeliverySchema>;
export const adminDeliveriesResponseSchema = z.object({
  date: z.string(),
  deliveries: z.array(adminDeliverySchema),
  totalCount: z.number().int(),
});
export type AdminDeliveriesResponse = z.infer<typeof adminDeliveriesResponseSchema>;

/** admin/orders/notes/list and add: staff's internal notes (never shown to the shopper). */
export const adminOrderNotesRequestSchema = z.object({
  number: safeText()
    .trim()
    .min(4)
    .max(40)
    .transform((s) => s.toUpperCase()),
});
export const adminOrderNoteAddRequestSchema = adminOrderNotesRequestSchema.extend({
  body: safeText().trim().min(1, "Write the note").max(2000, "Keep the note under 2,000 characters"),
});
export const adminOrderNoteSchema = z.object({
  noteId: z.number().int(),
  body: z.string(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminOrderNote = z.infer<typeof adminOrderNoteSchema>;
export const adminOrderNotesResponseSchema = z.object({ notes: z.array(adminOrderNoteSchema) });

/** The statuses in which staff may still change where and when an order goes (before dispatch). */
export const deliveryChangeStatuses = ["pending_payment", "confirmed", "preparing"] as const;

/**
 * admin/orders/delivery/change: a new address (validated like the address book; same emirate, since the delivery
 * charge was set by it), and/or a new date and slot (closed dates, cut-offs and capacity as at checkout).
 */
export const adminDeliveryChangeRequestSchema = z
  .object({
    number: adminOrderNotesRequestSchema.shape.number,
    address: addressInputSchema.omit({ label: true, isDefault: true }).optional(),
    deliveryDate: isoDateField.optional(),
    deliverySlot: z.enum(deliverySlots).optional(),
  })
  .refine((v) => v.address || v.deliveryDate || v.deliverySlot, {
    message: "Change the address, the date or the slot",
    path: ["deliveryDate"],
  });
export type AdminDeliveryChangeRequest = z.input<typeof adminDeliveryChangeRequestSchema>;
