import {
  type Language,
  type StockHistoryResponse,
  type StockListResponse,
  stockHistoryResponseSchema,
  stockListResponseSchema,
} from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import type { StaffLoaded } from "../admin";
import { staffCallOnServer } from "../admin/index.server";
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
  const query = stockQuery(new URL(request.url));
  const opts = { request, signal: request.signal };
  const loaded = await staffCallOnServer(request, async () => {
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
    return { list, history };
  });
  return { query, loaded };
}
