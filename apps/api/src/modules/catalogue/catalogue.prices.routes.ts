import {
  bulkPriceApplySchema,
  bulkPriceRequestSchema,
  bulkPriceResponseSchema,
  saleCancelRequestSchema,
  saleCancelResponseSchema,
  saleListRequestSchema,
  saleListResponseSchema,
} from "@shop/shared";
import { adminPost } from "../../lib/admin-routes";
import { runWithApp } from "../../lib/periodic-job";
import type { ModulePlugin } from "../../lib/reply";
import type { PriceService } from "./catalogue.prices.service";
import type { SaleJob } from "./catalogue.sales.job";

const rules =
  "Target: product ids (1-500) or a category with its sub-categories; every active SKU of those products. " +
  "Change: a whole percent (-90..500) on the price, rounded to whole fils, or a discount % (0..100). " +
  "VALIDATION_FAILED (field change) when a new price would leave 1..20,000,000 fils. A discount % may carry a " +
  "sale window (ISO 8601 instants with seconds and Z or an offset; shown in Asia/Dubai time): the end after the " +
  "start and in the future, within a year, the start at most an hour ago (VALIDATION_FAILED on window.startsAt " +
  "or window.endsAt); CONFLICT (field window) naming the SKUs that already have a sale overlapping it.";

/**
 * The bulk price change and scheduled sales (catalogue "edit"; listing sales "view"): token and role checked on
 * request, before the body is read. Runs the sale job of this instance while the app is up.
 */
export const priceRoutes: ModulePlugin<{ prices: PriceService; sales: SaleJob }> = async (app, { prices, sales }) => {
  runWithApp(app, sales);
  const base = "/api/v1/admin/products/prices";

  adminPost(
    app,
    `${base}/preview`,
    {
      area: "catalogue",
      access: "edit",
      summary: "Each SKU's price and discount before and after a bulk change; nothing saved",
      description: `${rules} The answer's fingerprint goes with the apply.`,
      payload: bulkPriceRequestSchema,
      response: bulkPriceResponseSchema,
    },
    (payload) => prices.preview(payload),
  );

  adminPost(
    app,
    `${base}/apply`,
    {
      area: "catalogue",
      access: "edit",
      summary: "Apply a bulk price change (or schedule a sale): all SKUs or none, audited per product",
      description:
        `${rules} Each changed product's version moves on; orders already placed keep their prices. ` +
        "CONFLICT (field fingerprint) when a SKU of the target changed since the preview: preview again.",
      payload: bulkPriceApplySchema,
      response: bulkPriceResponseSchema,
    },
    (payload, staff) => prices.apply(staff, payload),
  );

  adminPost(
    app,
    `${base}/sales`,
    {
      area: "catalogue",
      access: "view",
      summary: "A product's (or a SKU's) sales: scheduled and running soonest first, then the last 20 ended",
      payload: saleListRequestSchema,
      response: saleListResponseSchema,
    },
    (payload) => prices.list(payload),
  );

  adminPost(
    app,
    `${base}/sales/cancel`,
    {
      area: "catalogue",
      access: "edit",
      summary: "Cancel a scheduled sale, or end a running one now with the SKU's discount before it put back",
      description: "NOT_FOUND (field saleId) for an unknown sale; CONFLICT when it is over already.",
      payload: saleCancelRequestSchema,
      response: saleCancelResponseSchema,
    },
    (payload, staff) => prices.cancel(staff, payload),
  );
};
