import {
  type Language,
  type StockHistoryResponse,
  type StockListResponse,
  stockHistoryResponseSchema,
  stockListResponseSchema,
} from "@shop/shared";
import { redirect } from "react-router";
import { apiPost } from "../../lib/api/api-client";
import { ApiError } from "../../lib/api/api-error";
import { loginPathFor } from "../account";
import type { StaffLoaded } from "../admin";
import { HISTORY_PAGE_SIZE, STOCK_PAGE_SIZE, type StockQuery, stockQuery } from "./stock-query";

const STOCK = "/api/v1/admin/stock";

export interface StockPageData {
  query: StockQuery;
  loaded: StaffLoaded<{ list: StockListResponse; history: StockHistoryResponse | null }>;
}

/**
 * /admin/stock on the server, with the page request's session cookie: a visitor goes to the login page (SPEC 2
 * guard), a shopper or a role without the catalogue gets "not allowed" (the API's role table decides).
 */
export async function loadStockPage(request: Request, lang: Language): Promise<StockPageData> {
  const url = new URL(request.url);
  const query = stockQuery(url);
  const opts = { request, signal: request.signal };
  try {
    const [list, history] = await Promise.all([
      apiPost(
        `${STOCK}/low`,
        { ...(query.code ? { code: query.code } : {}), lang, from: query.page - 1, limit: STOCK_PAGE_SIZE },
        { ...opts, schema: stockListResponseSchema },
      ),
      query.sku === null
        ? null
        : apiPost(
            `${STOCK}/history`,
            { skuId: query.sku, lang, from: query.historyPage - 1, limit: HISTORY_PAGE_SIZE },
            { ...opts, schema: stockHistoryResponseSchema },
          ),
    ]);
    return { query, loaded: { state: "ok", value: { list, history } } };
  } catch (error) {
    if (!(error instanceof ApiError)) return { query, loaded: { state: "failed" } };
    const code = error.errorList[0]?.errorCode;
    if (error.status === 401) throw redirect(loginPathFor(`${url.pathname}${url.search}`));
    if (code === "TWO_STEP_REQUIRED") return { query, loaded: { state: "twoStepRequired" } };
    if (error.status === 403) return { query, loaded: { state: "forbidden" } };
    if (error.status === 404) return { query, loaded: { state: "notFound" } };
    return { query, loaded: { state: "failed" } };
  }
}
