// Types only: in the browser the answers are not re-validated (api-client.ts); the server checks them.
import type { AdminInfoPageResponse, AdminInfoPageSaveInput, InfoPageSlug } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { memberCall } from "../account";

const PAGES = "/api/v1/admin/pages";

/** The working copy only: the storefront keeps what it shows. */
export const savePageDraft = (values: AdminInfoPageSaveInput) =>
  memberCall(() => apiPost<AdminInfoPageResponse>(`${PAGES}/save`, values));

/** These texts go live at once. */
export const publishPage = (values: AdminInfoPageSaveInput) =>
  memberCall(() => apiPost<AdminInfoPageResponse>(`${PAGES}/publish`, values));

/** The storefront shows the built-in text again. */
export const unpublishPage = (slug: InfoPageSlug) =>
  memberCall(() => apiPost<AdminInfoPageResponse>(`${PAGES}/unpublish`, { slug }));
