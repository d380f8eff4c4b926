import { z } from "zod";
import { stockSkuSchema } from "./admin-stock";
import { deliverySlots } from "./delivery";
import { languageSchema } from "./i18n";

/**
 * Wire shapes of the back office's landing dashboard (issue 13 "/admin"): today's orders and revenue, the orders
 * to prepare per delivery slot today and tomorrow, and the lowest-stock SKUs. Days are Asia/Dubai days. Reviews and
 * messages waiting come with issue 14.
 */

/** admin/dashboard: `lang` names the low-stock products (English where a product has no such name). */
export const dashboardRequestSchema = z.object({ lang: languageSchema.optional() }).nullish();
export type DashboardRequest = z.infer<typeof dashboardRequestSchema>;

/** Orders of one delivery day and slot still to be prepared: confirmed (not started) and preparing. */
export const slotToPrepareSchema = z.object({
  date: z.string(),
  slot: z.enum(deliverySlots),
  confirmed: z.number().int(),
  preparing: z.number().int(),
});
export type SlotToPrepare = z.infer<typeof slotToPrepareSchema>;

export const dashboardResponseSchema = z.object({
  /** Today in Asia/Dubai, "YYYY-MM-DD". */
  today: z.string(),
  /** Orders placed today, whatever their state now. */
  ordersToday: z.number().int(),
  /** The totals (fils, VAT included) of today's orders that are not cancelled or refunded. */
  revenueToday: z.number().int(),
  /** Every slot of today, then of tomorrow, in slot order (zeros included). */
  toPrepare: z.array(slotToPrepareSchema),
  /** At most 10 SKUs at or under their low-stock threshold, lowest stock first. */
  lowStock: z.array(stockSkuSchema),
  /** How many SKUs are at or under their threshold in all. */
  lowStockCount: z.number().int(),
  /** Reviews waiting for moderation (issue 14). */
  reviewsWaiting: z.number().int(),
  /** Contact messages not answered yet (status new). */
  messagesNew: z.number().int(),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
