import {
  bulkPriceApplySchema,
  bulkPriceRequestSchema,
  bulkPriceResponseSchema,
  requestEnvelope,
  saleCancelRequestSchema,
  saleCancelResponseSchema,
  saleListRequestSchema,
  saleListResponseSchema,
  successEnvelope,
} from "@shop/shared";
import { runWithApp } from "../../lib/periodic-job";
import { type ModulePlugin, noStore } from "../../lib/reply";
import type { PriceService } from "./catalogue.prices.service";
import type { SaleJob } from "./catalogue.sales.job";

const tags = ["back office"];
const security = [{ bearerAuth: [] }];
const rules =
  "Target: product ids (1-500) or a category with its sub-categories; every active SKU of those products. " +
  "Change: a whole percent (-90..500) on the price, rounded to whole fils, or a discount % (0..100). " +
  "VALIDATION_FAILED (field change) when a new price would leave 1..20,000,000 fils. A discount % may carry a " +
  "sale window (ISO instants; shown in Asia/Dubai time): the end after the start and in the future, within a " +
  "year, the start at most an hour ago (VALIDATION_FAILED on window.startsAt or window.endsAt); CONFLICT (field " +
  "window) naming the SKUs that already have a sale overlapping it.";

/**
 * The bulk price change and scheduled sales (catalogue "edit"; listing sales "view"): token and role checked on
 * request, before the body is read. Runs the sale job of this instance while the app is up.
 */
export const priceRoutes: ModulePlugin<{ prices: PriceService; sales: SaleJob }> = async (app, { prices, sales }) => {
  runWithApp(app, sales);
  const edit = app.requireAccess("catalogue", "edit");
  const view = app.requireAccess("catalogue", "view");
  const base = "/api/v1/admin/products/prices";

  app.post(
    `${base}/preview`,
    {
      onRequest: edit,
      schema: {
        tags,
        security,
        summary: "Each SKU's price and discount before and after a bulk change; nothing saved",
        description: `${rules} The answer's fingerprint goes with the apply.`,
        body: requestEnvelope(bulkPriceRequestSchema),
        response: { 200: successEnvelope(bulkPriceResponseSchema) },
      },
    },
    async (request, reply) => noStore(reply, await prices.preview(request.body.payload.requestPayload)),
  );

  app.post(
    `${base}/apply`,
    {
      onRequest: edit,
      schema: {
        tags,
        security,
        summary: "Apply a bulk price change (or schedule a sale): all SKUs or none, audited per product",
        description:
          `${rules} Each changed product's version moves on; orders already placed keep their prices. ` +
          "CONFLICT (field fingerprint) when a SKU of the target changed since the preview: preview again.",
        body: requestEnvelope(bulkPriceApplySchema),
        response: { 200: successEnvelope(bulkPriceResponseSchema) },
      },
    },
    async (request, reply) =>
      noStore(reply, await prices.apply(request.authUser!, request.body.payload.requestPayload)),
  );

  app.post(
    `${base}/sales`,
    {
      onRequest: view,
      schema: {
        tags,
        security,
        summary: "A product's (or a SKU's) sales: scheduled and running soonest first, then the last 20 ended",
        body: requestEnvelope(saleListRequestSchema),
        response: { 200: successEnvelope(saleListResponseSchema) },
      },
    },
    async (request, reply) => noStore(reply, await prices.list(request.body.payload.requestPayload)),
  );

  app.post(
    `${base}/sales/cancel`,
    {
      onRequest: edit,
      schema: {
        tags,
        security,
        summary: "Cancel a scheduled sale, or end a running one now with the SKU's discount before it put back",
        description: "NOT_FOUND (field saleId) for an unknown sale; CONFLICT when it is over already.",
        body: requestEnvelope(saleCancelRequestSchema),
        response: { 200: successEnvelope(saleCancelResponseSchema) },
      },
    },
    async (request, reply) =>
      noStore(reply, await prices.cancel(request.authUser!, request.body.payload.requestPayload)),
  );
};
