import { type InfoPage, type InfoPageSlug, infoPageResponseSchema, type Language } from "@shop/shared";
import { apiGet } from "../../lib/api/api-client";

/**
 * An information page's published text (GET /api/v1/content/pages/{slug}), or null: never published (NOT_FOUND),
 * or the API could not answer. Null shows the built-in page, so the page never fails for want of its text.
 */
export async function loadInfoPage(
  request: Request,
  slug: InfoPageSlug,
  lang: Language,
): Promise<{ page: InfoPage | null }> {
  try {
    const { page } = await apiGet(`/api/v1/content/pages/${slug}?lang=${lang}`, {
      request,
      schema: infoPageResponseSchema,
      signal: request.signal,
    });
    return { page };
  } catch {
    return { page: null };
  }
}
