import { type SalesReport, salesReportResponseSchema, type VatReport, vatReportResponseSchema } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { languageFromRequest } from "../../shell/i18n/request-language";
import type { StaffLoaded } from "../admin";
import { staffCallOnServer } from "../admin/index.server";
import { type ReportsQuery, rangeProblem, reportsQuery } from "./reports-query";

/** The sales report for the sales tabs, the VAT return for the VAT tab; null while the range is one the API refuses. */
export type ReportsLoaded = { kind: "sales"; report: SalesReport | null } | { kind: "vat"; report: VatReport };

export interface ReportsPageData {
  query: ReportsQuery;
  loaded: StaffLoaded<ReportsLoaded>;
}

/**
 * /admin/reports on the server with the page request's session cookie: a visitor goes to the login page, a role
 * outside the role table's "commerce" area (HR) sees "not allowed" (the API decides).
 */
export async function loadReportsPage(request: Request): Promise<ReportsPageData> {
  const query = reportsQuery(new URL(request.url));
  const options = { request, signal: request.signal };
  const loaded = await staffCallOnServer(request, async (): Promise<ReportsLoaded> => {
    if (query.tab === "vat") {
      const body = { year: query.year, quarter: query.quarter };
      return {
        kind: "vat",
        report: await apiPost("/api/v1/admin/reports/vat", body, { ...options, schema: vatReportResponseSchema }),
      };
    }
    if (rangeProblem(query)) return { kind: "sales", report: null };
    const body = { from: query.from, to: query.to, grouping: query.grouping, lang: languageFromRequest(request) };
    const report = await apiPost("/api/v1/admin/reports/sales", body, {
      ...options,
      schema: salesReportResponseSchema,
    });
    return { kind: "sales", report };
  });
  return { query, loaded };
}
