// Types only: in the browser the answers are not re-validated (api-client.ts); the server checks them.
import type { AdminGuideResponse, AdminGuideValuesInput } from "@shop/shared";
import { apiPost, apiPostForm } from "../../lib/api/api-client";
import { memberCall } from "../account";

const GUIDES = "/api/v1/admin/guides";

export const createGuide = (values: AdminGuideValuesInput) =>
  memberCall(() => apiPost<AdminGuideResponse>(`${GUIDES}/create`, values));

export const updateGuide = (id: number, values: AdminGuideValuesInput) =>
  memberCall(() => apiPost<AdminGuideResponse>(`${GUIDES}/update`, { id, ...values }));

export const publishGuide = (id: number, published: boolean) =>
  memberCall(() => apiPost<AdminGuideResponse>(`${GUIDES}/publish`, { id, published }));

export const deleteGuide = (id: number) => memberCall(() => apiPost<{ deleted: number }>(`${GUIDES}/delete`, { id }));

/** A guide's new cover picture (JPEG, PNG, WebP or AVIF up to 10 MB); the answer is the guide with it. */
export function uploadGuideCover(guideId: number, file: File) {
  const form = new FormData();
  // The id before the file: the server reads the parts in order.
  form.append("guideId", String(guideId));
  form.append("file", file, file.name);
  return memberCall(() => apiPostForm<AdminGuideResponse>(`${GUIDES}/cover`, form, { timeoutMs: 120_000 }));
}
