import type { Language } from "@shop/shared";
import { data } from "react-router";
import { ApiError } from "../../lib/api/api-error";
import { languageFromQuery } from "../../shell/i18n/request-language";
import { publicOrigin } from "../../shell/seo/public-origin.server";
import { pageLinks } from "../../shell/seo/seo-links";
import { loadPopularCategories } from "../catalogue/index.server";
import { fetchGuide, fetchGuides } from "./guides-api.server";

export const GUIDES_PATH = "/pages/guides";
export const guidePath = (slug: string) => `${GUIDES_PATH}/${slug}`;

/** /pages/guides: the published guides and the page's canonical and hreflang links. */
export async function loadGuides(request: Request, lang: Language) {
  const { guides } = await fetchGuides(request, lang);
  return { guides, links: pageLinks(publicOrigin(request), GUIDES_PATH, languageFromQuery(request.url)) };
}

/** /pages/guides/{slug}: an unknown slug answers 404 with the not-found page (search and popular categories). */
export async function loadGuide(request: Request, slug: string, lang: Language) {
  try {
    const { guide } = await fetchGuide(request, slug, lang);
    return {
      guide,
      links: pageLinks(publicOrigin(request), guidePath(guide.slug), languageFromQuery(request.url)),
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 414)) {
      throw data({ slug, categories: await loadPopularCategories(request, lang) }, { status: 404 });
    }
    throw error;
  }
}

export type GuidesData = Awaited<ReturnType<typeof loadGuides>>;
export type GuideData = Awaited<ReturnType<typeof loadGuide>>;
