// Types only: in the browser the answers are not re-validated (api-client.ts); the server checks them.
import type {
  AdminCategoryCreateRequest,
  AdminCategoryMoveRequest,
  AdminCategoryResponse,
  AdminCategoryUpdateRequest,
  AdminMenuItem,
  AdminMenuResponse,
} from "@shop/shared";
import { apiPost, apiPostForm } from "../../lib/api/api-client";
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

/** A category's new picture (JPEG, PNG, WebP or AVIF up to 10 MB); the answer is the category with it. */
export function uploadCategoryImage(categoryId: number, file: File) {
  const form = new FormData();
  // The id before the file: the server reads the parts in order.
  form.append("categoryId", String(categoryId));
  form.append("file", file, file.name);
  // An upload over a slow phone connection takes far longer than a JSON call.
  return memberCall(() => apiPostForm<AdminCategoryResponse>(`${CATEGORIES}/image`, form, { timeoutMs: 120_000 }));
}

/** Replaces the whole menu; the answer is the menu as saved. */
export const saveMenu = (items: AdminMenuItem[]) =>
  memberCall(() => apiPost<AdminMenuResponse>("/api/v1/admin/menus/save", { items }));
