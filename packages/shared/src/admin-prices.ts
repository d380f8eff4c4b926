import { z } from "zod";
import { MAX_SKU_PRICE_FILS } from "./admin-products";
import { idField } from "./safe-text";

/**
 * Wire shapes of the back office's bulk price change (issue 13 "Prices"): POST /api/v1/admin/products/prices/
 * preview|apply. The target is a selection of products or a category with its sub-categories; the change is a
 * percent on the price of every active SKU (rounded to whole fils) or a discount % set on each of them.
 */

export const MAX_BULK_PRICE_PRODUCTS = 500;
/** More SKUs than this in one change is refused (field target): split it by category. */
export const MAX_BULK_PRICE_SKUS = 5_000;

export const priceTargetSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("products"), productIds: z.array(idField).min(1).max(MAX_BULK_PRICE_PRODUCTS) }),
  z.object({ kind: z.literal("category"), categoryId: idField }),
]);
export type PriceTarget = z.infer<typeof priceTargetSchema>;

export const priceChangeSchema = z.discriminatedUnion("kind", [
  /** Whole percent: -10 lowers every price by a tenth, 25 raises it by a quarter. */
  z.object({ kind: z.literal("percent"), percent: z.number().int().min(-90).max(500) }),
  z.object({ kind: z.literal("discount"), discount: z.number().int().min(0).max(100) }),
]);
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** A sale ends at most this far ahead; a start up to SALE_START_GRACE_MINUTES in the past starts at once. */
export const SALE_MAX_AHEAD_DAYS = 366;
export const SALE_START_GRACE_MINUTES = 60;

const instantField = z.iso.datetime({ offset: true });

/**
 * An optional sale window of a discount % change: ISO instants on the wire, typed and shown as Asia/Dubai local
 * times (UTC+4, no daylight saving). With it the discount is scheduled: set at the start, the SKU's discount before
 * it put back at the end.
 */
export const saleWindowSchema = z.object({ startsAt: instantField, endsAt: instantField });
export type SaleWindow = z.infer<typeof saleWindowSchema>;

const bulkPriceFields = {
  target: priceTargetSchema,
  change: priceChangeSchema,
  window: saleWindowSchema.nullish(),
};

/** A window goes with a discount % only, and ends after it starts (the rules that need no clock). */
function windowRules(value: { change: PriceChange; window?: SaleWindow | null }, ctx: z.RefinementCtx) {
  if (!value.window) return;
  if (value.change.kind !== "discount") {
    ctx.addIssue({ code: "custom", path: ["window"], message: "A sale window goes with a discount % only" });
  } else if (Date.parse(value.window.endsAt) <= Date.parse(value.window.startsAt)) {
    ctx.addIssue({ code: "custom", path: ["window", "endsAt"], message: "The end must be after the start" });
  }
}

export const bulkPriceRequestSchema = z.object(bulkPriceFields).superRefine(windowRules);
export type BulkPriceRequest = z.infer<typeof bulkPriceRequestSchema>;

/**
 * The apply carries the preview's fingerprint (every SKU's price and discount as the preview saw them): CONFLICT
 * when any SKU of the target changed since, so what is applied is what was previewed.
 */
export const bulkPriceApplySchema = z
  .object({ ...bulkPriceFields, fingerprint: z.string().min(1).max(100) })
  .superRefine(windowRules);
export type BulkPriceApply = z.infer<typeof bulkPriceApplySchema>;

export const bulkPriceRowSchema = z.object({
  productId: z.number().int(),
  /** The English name (the back office's working language). */
  productName: z.string(),
  skuId: z.number().int(),
  code: z.string(),
  oldPrice: z.number().int(),
  newPrice: z.number().int(),
  oldDiscount: z.number().int(),
  newDiscount: z.number().int(),
});
export type BulkPriceRow = z.infer<typeof bulkPriceRowSchema>;

export const bulkPriceResponseSchema = z.object({
  rows: z.array(bulkPriceRowSchema),
  productCount: z.number().int(),
  /** Sent back with the apply. */
  fingerprint: z.string(),
  /** The sale window, when the discount is scheduled rather than set now. */
  window: saleWindowSchema.nullable(),
});
export type BulkPriceResponse = z.infer<typeof bulkPriceResponseSchema>;

/** A SKU's price and discount after the change; the price rounded half up to whole fils. */
export function changedPrice(sku: { price: number; discount: number }, change: PriceChange) {
  if (change.kind === "discount") return { price: sku.price, discount: change.discount };
  return { price: Math.round((sku.price * (100 + change.percent)) / 100), discount: sku.discount };
}

/** A price the shop can hold: 1 fils to 200,000 AED. */
export const priceInRange = (fils: number) => fils >= 1 && fils <= MAX_SKU_PRICE_FILS;

export type SaleWindowProblem = "endBeforeStart" | "endPast" | "startPast" | "tooFar";

/** What is wrong with a sale window at `now` (and on which field), or null: the server's rules, also in the form. */
export function saleWindowProblem(
  window: SaleWindow,
  now: number,
): { field: "window.startsAt" | "window.endsAt"; problem: SaleWindowProblem } | null {
  const start = Date.parse(window.startsAt);
  const end = Date.parse(window.endsAt);
  const latest = now + SALE_MAX_AHEAD_DAYS * 86_400_000;
  if (end <= start) return { field: "window.endsAt", problem: "endBeforeStart" };
  if (end <= now) return { field: "window.endsAt", problem: "endPast" };
  if (start < now - SALE_START_GRACE_MINUTES * 60_000) return { field: "window.startsAt", problem: "startPast" };
  if (end > latest) return { field: "window.endsAt", problem: "tooFar" };
  return null;
}

const DUBAI_OFFSET_MS = 4 * 3_600_000;

/** "2026-12-01T10:00" typed in Asia/Dubai (UTC+4 all year) as an ISO instant; null when it is no such time. */
export function dubaiLocalToInstant(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!match) return null;
  const [y, m, d, h, min] = match.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(y, m - 1, d, h, min);
  const back = new Date(utc);
  if (back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d || h > 23 || min > 59) return null;
  return new Date(utc - DUBAI_OFFSET_MS).toISOString();
}

/** An instant as the Asia/Dubai local time a datetime-local field shows ("2026-12-01T10:00"). */
export function instantToDubaiLocal(instant: string | number | Date): string {
  const at = new Date(instant).getTime();
  return new Date(at + DUBAI_OFFSET_MS).toISOString().slice(0, 16);
}

// --- Scheduled sales: POST /api/v1/admin/products/prices/sales and /sales/cancel ---

export const saleStates = ["scheduled", "running", "ended", "cancelled"] as const;
export type SaleState = (typeof saleStates)[number];

/** A product's sales (or one SKU's): the scheduled and running ones first, then the last that ended. */
export const saleListRequestSchema = z
  .object({ productId: idField.optional(), skuId: idField.optional() })
  .refine((v) => (v.productId === undefined) !== (v.skuId === undefined), {
    message: "Give a productId or a skuId",
    path: ["productId"],
  });
export type SaleListRequest = z.infer<typeof saleListRequestSchema>;

export const saleSchema = z.object({
  saleId: z.number().int(),
  productId: z.number().int(),
  skuId: z.number().int(),
  code: z.string(),
  discount: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(saleStates),
  /** The SKU's discount before the sale started (put back when it ends); null until it starts. */
  previousDiscount: z.number().int().nullable(),
});
export type Sale = z.infer<typeof saleSchema>;

export const saleListResponseSchema = z.object({ sales: z.array(saleSchema) });
export type SaleListResponse = z.infer<typeof saleListResponseSchema>;

/** A scheduled sale is cancelled; a running one ends now, its SKU's discount before it put back. */
export const saleCancelRequestSchema = z.object({ saleId: idField });
export type SaleCancelRequest = z.infer<typeof saleCancelRequestSchema>;
export const saleCancelResponseSchema = z.object({ sale: saleSchema });
