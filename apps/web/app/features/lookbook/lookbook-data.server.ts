import { type Language, lookbookResponseSchema } from "@shop/shared";
import { apiGet } from "../../lib/api/api-client";
import { languageFromQuery } from "../../shell/i18n/request-language";
import { publicOrigin } from "../../shell/seo/public-origin.server";
import { pageLinks } from "../../shell/seo/seo-links";

/** /pages/lookbook: the published looks (GET /api/v1/content/lookbook) and the page's canonical and hreflang. */
export async function loadLookbook(request: Request, lang: Language) {
  const { looks } = await apiGet(`/api/v1/content/lookbook?lang=${lang}`, {
    request,
    schema: lookbookResponseSchema,
    signal: request.signal,
  });
  return { looks, links: pageLinks(publicOrigin(request), "/pages/lookbook", languageFromQuery(request.url)) };
}
export type LookbookData = Awaited<ReturnType<typeof loadLookbook>>;
