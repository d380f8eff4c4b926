import { type Language, type StockAlertDemandResponse, stockAlertDemandResponseSchema } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import type { StaffLoaded } from "../admin";
import { staffCallOnServer } from "../admin/index.server";
import { ALERTS_PAGE_SIZE, type AlertsQuery, alertsQuery } from "./alerts-query";

export interface StockAlertsPageData {
  query: AlertsQuery;
  loaded: StaffLoaded<StockAlertDemandResponse>;
}

/**
 * /admin/stock-alerts on the server, with the page request's session cookie: a visitor goes to the login page, a
 * role without the catalogue area gets "not allowed" (the API's role table decides).
 */
export async function loadStockAlertsPage(request: Request, lang: Language): Promise<StockAlertsPageData> {
  const query = alertsQuery(new URL(request.url));
  const loaded = await staffCallOnServer(request, () =>
    apiPost(
      "/api/v1/admin/stock-alerts/search",
      { ...(query.q ? { q: query.q } : {}), lang, from: query.page - 1, limit: ALERTS_PAGE_SIZE },
      { request, signal: request.signal, schema: stockAlertDemandResponseSchema },
    ),
  );
  return { query, loaded };
}
