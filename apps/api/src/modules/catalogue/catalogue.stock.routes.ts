import {
  countSheetQuerySchema,
  stockAdjustRequestSchema,
  stockAdjustResponseSchema,
  stockHistoryRequestSchema,
  stockHistoryResponseSchema,
  stockListResponseSchema,
  stockLowRequestSchema,
  stockSkuResponseSchema,
  stockThresholdRequestSchema,
} from "@shop/shared";
import { adminPost } from "../../lib/admin-routes";
import { acceptEmptyJsonBody } from "../../lib/member-routes";
import type { ModulePlugin } from "../../lib/reply";
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

  adminPost(
    app,
    "/api/v1/admin/stock/adjust",
    {
      area: "catalogue",
      access: "edit",
      summary: "Add to or take from a SKU's stock (never an overwrite), with a reason and an optional note",
      description:
        "The delta is applied to the stock as it is at that moment, so a sale at the same time is never lost. " +
        "OUT_OF_STOCK (409, field delta) when it would take the stock below zero; nothing is written then.",
      payload: stockAdjustRequestSchema,
      response: stockAdjustResponseSchema,
    },
    (change, staff) => stock.adjust(staff, change),
  );

  adminPost(
    app,
    "/api/v1/admin/stock/history",
    {
      area: "catalogue",
      access: "view",
      summary: "One SKU's stock changes newest first: staff adjustments, sales and cancellations; paged",
      payload: stockHistoryRequestSchema,
      response: stockHistoryResponseSchema,
    },
    (request) => stock.history(request),
  );

  adminPost(
    app,
    "/api/v1/admin/stock/low",
    {
      area: "catalogue",
      access: "view",
      summary: "SKUs at or under their low-stock threshold, or with `code` the SKUs whose code contains it",
      description: "Lowest stock first; with totalCount. The body may be left out.",
      payload: stockLowRequestSchema,
      optional: true,
      response: stockListResponseSchema,
    },
    (filter) => stock.list(filter ?? { from: 0, limit: 20 }),
  );

  adminPost(
    app,
    "/api/v1/admin/stock/threshold",
    {
      area: "catalogue",
      access: "edit",
      summary: "Set the stock at or under which a SKU shows in the low-stock list",
      payload: stockThresholdRequestSchema,
      response: stockSkuResponseSchema,
    },
    (change, staff) => stock.setThreshold(staff, change),
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
