import {
  type AdminCategory,
  type AdminMenuItem,
  adminCategoryListResponseSchema,
  adminMenuResponseSchema,
} from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import type { StaffLoaded } from "../admin";
import { staffCallOnServer } from "../admin/index.server";

export interface CategoriesPageData {
  loaded: StaffLoaded<{ categories: AdminCategory[] }>;
}
export interface MenusPageData {
  loaded: StaffLoaded<{ items: AdminMenuItem[] }>;
}

/** /admin/categories on the server: the API's role table decides (a visitor logs in, a shopper is not allowed). */
export async function loadCategoriesPage(request: Request): Promise<CategoriesPageData> {
  const opts = { request, signal: request.signal, schema: adminCategoryListResponseSchema };
  return { loaded: await staffCallOnServer(request, () => apiPost("/api/v1/admin/categories/list", {}, opts)) };
}

/** /admin/menus on the server, guarded the same way. */
export async function loadMenusPage(request: Request): Promise<MenusPageData> {
  const opts = { request, signal: request.signal, schema: adminMenuResponseSchema };
  return { loaded: await staffCallOnServer(request, () => apiPost("/api/v1/admin/menus/list", {}, opts)) };
}
