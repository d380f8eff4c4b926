import { type AdminDeliveriesResponse, adminDeliveriesResponseSchema, dubaiClock } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import type { StaffLoaded } from "../admin";
import { staffCallOnServer } from "../admin/index.server";
import { DELIVERIES_PAGE_SIZE, type DeliveriesQuery, deliveriesQuery } from "./deliveries-query";

export interface DeliveriesPageData {
  query: DeliveriesQuery;
  loaded: StaffLoaded<AdminDeliveriesResponse>;
}

/**
 * /admin/deliveries on the server, with the page request's session cookie: a visitor goes to the login page, a
 * role without the orders area gets "not allowed" (the API's role table decides). The day defaults to Dubai's today.
 */
export async function loadDeliveriesPage(request: Request): Promise<DeliveriesPageData> {
  const query = deliveriesQuery(new URL(request.url), dubaiClock(new Date()).date);
  const loaded = await staffCallOnServer(request, () =>
    apiPost(
      "/api/v1/admin/deliveries/list",
      {
        date: query.date,
        ...(query.emirate ? { emirate: query.emirate } : {}),
        ...(query.slot ? { slot: query.slot } : {}),
        from: query.page - 1,
        limit: DELIVERIES_PAGE_SIZE,
      },
      { request, signal: request.signal, schema: adminDeliveriesResponseSchema },
    ),
  );
  return { query, loaded };
}
