import { type AuditSearchResponse, auditSearchResponseSchema } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import type { StaffLoaded } from "../admin";
import { staffCallOnServer } from "../admin/index.server";
import { type AuditQuery, auditQuery, auditSearchRequest } from "./audit-query";

export interface AuditPageData {
  query: AuditQuery;
  loaded: StaffLoaded<AuditSearchResponse>;
}

/**
 * /admin/audit on the server, with the page request's session cookie: a visitor goes to the login page (SPEC 2
 * guard), a role without the audit area (a manager) gets "not allowed" (the API's role table decides).
 */
export async function loadAuditPage(request: Request): Promise<AuditPageData> {
  const query = auditQuery(new URL(request.url));
  const loaded = await staffCallOnServer(request, () =>
    apiPost("/api/v1/admin/audit/search", auditSearchRequest(query), {
      request,
      signal: request.signal,
      schema: auditSearchResponseSchema,
    }),
  );
  return { query, loaded };
}
