import { type AdminLook, adminLookListResponseSchema } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import type { StaffLoaded } from "../admin";
import { staffCallOnServer } from "../admin/index.server";

export interface LookbookAdminData {
  loaded: StaffLoaded<{ looks: AdminLook[] }>;
}

/** /admin/lookbook on the server: the API's role table decides (a visitor logs in, a shopper is not allowed). */
export async function loadLookbookAdmin(request: Request): Promise<LookbookAdminData> {
  const opts = { request, signal: request.signal, schema: adminLookListResponseSchema };
  return { loaded: await staffCallOnServer(request, () => apiPost("/api/v1/admin/lookbook/list", {}, opts)) };
}
