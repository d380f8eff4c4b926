import { type AdminSubscriberSearchResponse, adminSubscriberSearchResponseSchema } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import type { StaffLoaded } from "../admin";
import { staffCallOnServer } from "../admin/index.server";
import { type SubscribersQuery, subscribersQuery, subscribersRequest } from "./subscribers-query";

export interface SubscribersPageData {
  query: SubscribersQuery;
  loaded: StaffLoaded<AdminSubscriberSearchResponse>;
}

/** /admin/newsletter on the server with the page request's session cookie (the API's role table decides). */
export async function loadSubscribersPage(request: Request): Promise<SubscribersPageData> {
  const query = subscribersQuery(new URL(request.url));
  const loaded = await staffCallOnServer(request, () =>
    apiPost("/api/v1/admin/newsletter/subscribers", subscribersRequest(query), {
      request,
      signal: request.signal,
      schema: adminSubscriberSearchResponseSchema,
    }),
  );
  return { query, loaded };
}
