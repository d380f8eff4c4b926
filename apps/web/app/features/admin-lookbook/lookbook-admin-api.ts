// Types only: in the browser the answers are not re-validated (api-client.ts); the server checks them.
import type { AdminLookResponse, AdminLookUpdateRequest, Language, ProductSuggestResponse } from "@shop/shared";
import { apiPost, apiPostForm } from "../../lib/api/api-client";
import { memberCall } from "../account";

const LOOKBOOK = "/api/v1/admin/lookbook";

/** A new draft look from a photo (JPEG, PNG, WebP or AVIF up to 10 MB), through the catalogue's image pipeline. */
export function uploadLook(file: File) {
  const form = new FormData();
  form.append("file", file, file.name);
  return memberCall(() => apiPostForm<AdminLookResponse>(`${LOOKBOOK}/upload`, form, { timeoutMs: 120_000 }));
}

export const updateLook = (input: AdminLookUpdateRequest) =>
  memberCall(() => apiPost<AdminLookResponse>(`${LOOKBOOK}/update`, input));
export const publishLook = (id: number, published: boolean) =>
  memberCall(() => apiPost<AdminLookResponse>(`${LOOKBOOK}/publish`, { id, published }));
export const moveLook = (id: number, position: number) =>
  memberCall(() => apiPost<AdminLookResponse>(`${LOOKBOOK}/move`, { id, position }));
export const deleteLook = (id: number) => memberCall(() => apiPost<{ deleted: number }>(`${LOOKBOOK}/delete`, { id }));

/** Products whose names start with the typed words (the storefront's search-as-you-type). */
export const findProducts = (q: string, lang: Language) =>
  apiPost<ProductSuggestResponse>("/api/v1/displayproducts/suggest", { q, lang });
