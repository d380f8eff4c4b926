// Types only: in the browser the answers are not re-validated (api-client.ts); the server checks them.
import type {
  AdminCategoryCreateRequest,
  AdminCategoryMoveRequest,
  AdminCategoryResponse,
  AdminCategoryUpdateRequest,
  AdminMenuItem,
  AdminMenuResponse,
} from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { memberCall } from "../account";

const CATEGORIES = "/api/v1/admin/categories";

export const createCategory = (input: AdminCategoryCreateRequest) =>
  memberCall(() => apiPost<AdminCategoryResponse>(`${CATEGORIES}/create`, input));

export const updateCategory = (input: AdminCategoryUpdateRequest) =>
  memberCall(() => apiPost<AdminCategoryResponse>(`${CATEGORIES}/update`, input));

export const moveCategory = (input: AdminCategoryMoveRequest) =>
  memberCall(() => apiPost<AdminCategoryResponse>(`${CATEGORIES}/move`, input));

export const deleteCategory = (id: number) =>
  memberCall(() => apiPost<{ deleted: number }>(`${CATEGORIES}/delete`, { id }));

/** Replaces the whole menu; the answer is the menu as saved. */
export const saveMenu = (items: AdminMenuItem[]) =>
  memberCall(() => apiPost<AdminMenuResponse>("/api/v1/admin/menus/save", { items }));
