import { type AdminGuide, adminGuideListResponseSchema } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import type { StaffLoaded } from "../admin";
import { staffCallOnServer } from "../admin/index.server";

export interface GuidesAdminData {
  loaded: StaffLoaded<{ guides: AdminGuide[] }>;
}

/** /admin/guides on the server: the API's role table decides (a visitor logs in, a shopper is not allowed). */
export async function loadGuidesAdmin(request: Request): Promise<GuidesAdminData> {
  const opts = { request, signal: request.signal, schema: adminGuideListResponseSchema };
  return { loaded: await staffCallOnServer(request, () => apiPost("/api/v1/admin/guides/list", {}, opts)) };
}
