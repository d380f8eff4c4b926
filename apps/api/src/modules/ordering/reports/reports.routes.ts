import {
  salesCsvQuerySchema,
  salesReportRequestSchema,
  salesReportResponseSchema,
  vatCsvQuerySchema,
  vatReportRequestSchema,
  vatReportResponseSchema,
} from "@shop/shared";
import type { FastifyReply } from "fastify";
import { adminPost } from "../../../lib/admin-routes";
import type { ModulePlugin } from "../../../lib/reply";
import { salesCsv, vatCsv } from "./reports.csv";
import type { ReportsService } from "./reports.service";

const which =
  "Orders count as sales on their Asia/Dubai day unless still pending payment or cancelled; succeeded refunds of " +
  "those orders count on the refund's own day (decision 0015).";

function sendCsv(reply: FastifyReply, filename: string, body: string) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "no-store")
    .send(body);
}

/** The back office's reports: the role table's "commerce" area (ADMIN and SUPER_ADMIN edit, MANAGER views). */
export const reportsRoutes: ModulePlugin<{ reports: ReportsService }> = async (app, { reports }) => {
  adminPost(
    app,
    "/api/v1/admin/reports/sales",
    {
      area: "commerce",
      access: "view",
      summary: "Sales of a range of Dubai days (at most 366) by day, week or month, emirate, category, product, method",
      description: which,
      payload: salesReportRequestSchema,
      response: salesReportResponseSchema,
    },
    (request) => reports.sales(request),
  );

  adminPost(
    app,
    "/api/v1/admin/reports/vat",
    {
      area: "commerce",
      access: "view",
      summary: "The UAE VAT return's figures for a quarter: boxes 1a-1g by emirate, refunds as adjustments, box 8",
      description: which,
      payload: vatReportRequestSchema,
      response: vatReportResponseSchema,
    },
    (request) => reports.vat(request),
  );

  app.get(
    "/api/v1/admin/reports/sales.csv",
    {
      onRequest: app.requireAccess("commerce", "view"),
      schema: {
        tags: ["back office"],
        security: [{ bearerAuth: [] }],
        summary: "One table of the sales report as CSV (UTF-8 with BOM): periods, emirates, categories, products...",
        querystring: salesCsvQuerySchema,
      },
    },
    async (request, reply) => {
      const { table = "periods", ...query } = request.query;
      const csv = salesCsv(await reports.sales(query), table);
      return sendCsv(reply, `sales-${table}-${query.from}-${query.to}.csv`, csv);
    },
  );

  app.get(
    "/api/v1/admin/reports/vat.csv",
    {
      onRequest: app.requireAccess("commerce", "view"),
      schema: {
        tags: ["back office"],
        security: [{ bearerAuth: [] }],
        summary: "The VAT return's figures for a quarter as CSV (UTF-8 with BOM)",
        querystring: vatCsvQuerySchema,
      },
    },
    async (request, reply) => {
      const { year, quarter } = request.query;
      return sendCsv(reply, `vat-${year}-q${quarter}.csv`, vatCsv(await reports.vat({ year, quarter })));
    },
  );
};
