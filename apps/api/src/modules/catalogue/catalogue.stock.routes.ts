import {
  countSheetQuerySchema,
  requestEnvelope,
  stockAdjustRequestSchema,
  stockAdjustResponseSchema,
  stockHistoryRequestSchema,
  stockHistoryResponseSchema,
  stockListResponseSchema,
  stockLowRequestSchema,
  stockSkuResponseSchema,
  stockThresholdRequestSchema,
  successEnvelope,
} from "@shop/shared";
import { acceptEmptyJsonBody, optionalEnvelope } from "../../lib/member-routes";
import { type ModulePlugin, noStore } from "../../lib/reply";
import type { StockService } from "./catalogue.stock.service";

const tags = ["back office"];
const security = [{ bearerAuth: [] }];

/**
 * The back office's stock (catalogue area): staff with catalogue "edit" adjust and set thresholds, "view" reads.
 * Token and role are checked on request, before the body is read: 401, then 403, then any 400.
 */
export const stockRoutes: ModulePlugin<{ stock: StockService }> = async (app, { stock }) => {
  acceptEmptyJsonBody(app);
  const view = app.requireAccess("catalogue", "view");
  const edit = app.requireAccess("catalogue", "edit");

  app.post(
    "/api/v1/admin/stock/adjust",
    {
      onRequest: edit,
      schema: {
        tags,
        security,
        summary: "Add to or take from a SKU's stock (never an overwrite), with a reason and an optional note",
        description:
          "The delta is applied to the stock as it is at that moment, so a sale at the same time is never lost. " +
          "OUT_OF_STOCK (409, field delta) when it would take the stock below zero; nothing is written then.",
        body: requestEnvelope(stockAdjustRequestSchema),
        response: { 200: successEnvelope(stockAdjustResponseSchema) },
      },
    },
    async (request, reply) =>
      noStore(reply, await stock.adjust(request.authUser!, request.body.payload.requestPayload)),
  );

  app.post(
    "/api/v1/admin/stock/history",
    {
      onRequest: view,
      schema: {
        tags,
        security,
        summary: "One SKU's stock changes newest first: staff adjustments, sales and cancellations; paged",
        body: requestEnvelope(stockHistoryRequestSchema),
        response: { 200: successEnvelope(stockHistoryResponseSchema) },
      },
    },
    async (request, reply) => noStore(reply, await stock.history(request.body.payload.requestPayload)),
  );

  app.post(
    "/api/v1/admin/stock/low",
    {
      onRequest: view,
      schema: {
        tags,
        security,
        summary: "SKUs at or under their low-stock threshold, or with `code` the SKUs whose code contains it",
        description: "Lowest stock first; with totalCount. The body may be left out.",
        body: optionalEnvelope(stockLowRequestSchema),
        response: { 200: successEnvelope(stockListResponseSchema) },
      },
    },
    async (request, reply) =>
      noStore(reply, await stock.list(request.body?.payload?.requestPayload ?? { from: 0, limit: 20 })),
  );

  app.post(
    "/api/v1/admin/stock/threshold",
    {
      onRequest: edit,
      schema: {
        tags,
        security,
        summary: "Set the stock at or under which a SKU shows in the low-stock list",
        body: requestEnvelope(stockThresholdRequestSchema),
        response: { 200: successEnvelope(stockSkuResponseSchema) },
      },
    },
    async (request, reply) =>
      noStore(reply, await stock.setThreshold(request.authUser!, request.body.payload.requestPayload)),
  );

  app.get(
    "/api/v1/admin/stock/count-sheet.csv",
    {
      onRequest: view,
      schema: {
        tags,
        security,
        summary: "A count sheet for a stock take (CSV, UTF-8 with BOM): code, product, pot size, colour, expected",
        description: "Product names in `lang` (English where missing); the last column, Counted, is left empty.",
        querystring: countSheetQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="count-sheet.csv"')
        .header("cache-control", "no-store")
        .send(await stock.countSheetCsv(request.query.lang ?? "en")),
  );
};
