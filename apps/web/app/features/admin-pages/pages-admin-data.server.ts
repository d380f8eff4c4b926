import {
  type AdminInfoPage,
  adminInfoPageListResponseSchema,
  adminInfoPageResponseSchema,
  type InfoPageSlug,
  isInfoPageSlug,
  type Language,
  type PageTexts,
} from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { lookup } from "../../shell/i18n/create-i18n";
import { resourcesFor } from "../../shell/i18n/resources.server";
import type { StaffLoaded } from "../admin";
import { staffCallOnServer } from "../admin/index.server";
import { builtInMarkdown } from "../content";

export interface PagesAdminData {
  loaded: StaffLoaded<{ pages: AdminInfoPage[] }>;
}

export interface PageAdminData {
  loaded: StaffLoaded<{ page: AdminInfoPage }>;
  /** The page's built-in text as Markdown in each language: the editor's start before the first save. */
  builtIn: PageTexts;
}

/** /admin/pages on the server: the API's role table decides (a visitor logs in, a shopper is not allowed). */
export async function loadPagesAdmin(request: Request): Promise<PagesAdminData> {
  const opts = { request, signal: request.signal, schema: adminInfoPageListResponseSchema };
  return { loaded: await staffCallOnServer(request, () => apiPost("/api/v1/admin/pages/list", {}, opts)) };
}

const builtInIn = (slug: InfoPageSlug, lang: Language) =>
  builtInMarkdown(slug, (key) => lookup(resourcesFor(lang), key));

/** /admin/pages/{slug}: the page (an unknown slug is the not-found state) and its built-in texts. */
export async function loadPageAdmin(request: Request, slug: string): Promise<PageAdminData> {
  if (!isInfoPageSlug(slug)) return { loaded: { state: "notFound" }, builtIn: { en: "" } };
  const opts = { request, signal: request.signal, schema: adminInfoPageResponseSchema };
  const loaded = await staffCallOnServer(request, () => apiPost("/api/v1/admin/pages/load", { slug }, opts));
  return { loaded, builtIn: { en: builtInIn(slug, "en"), fr: builtInIn(slug, "fr"), ar: builtInIn(slug, "ar") } };
}
