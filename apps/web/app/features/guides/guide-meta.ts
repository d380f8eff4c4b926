import { metaText, shopNameOf } from "../../shell/i18n/page-meta";
import { linkMeta } from "../../shell/seo/seo-links";
import type { GuideData, GuidesData } from "./guides-data.server";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** Title, description, canonical and hreflang of /pages/guides. */
export function guidesMeta(matches: ReadonlyArray<MatchLike | undefined>, data: GuidesData | undefined) {
  const shop = shopNameOf(matches);
  const title = metaText(matches, "guides.title");
  const description = metaText(matches, "guides.intro");
  const tags: Array<Record<string, string>> = [
    { title: `${title} | ${shop}` },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
  ];
  return data ? [...tags, ...linkMeta(data.links)] : tags;
}

/** A guide's title and summary as its meta title and description, with its canonical (404: not indexed). */
export function guideMeta(matches: ReadonlyArray<MatchLike | undefined>, data: GuideData | undefined) {
  const shop = shopNameOf(matches);
  if (!data) {
    return [
      { title: `${metaText(matches, "guides.notFoundTitle")} | ${shop}` },
      { name: "robots", content: "noindex" },
    ];
  }
  const { guide } = data;
  return [
    { title: `${guide.title} | ${shop}` },
    { name: "description", content: guide.summary },
    { property: "og:type", content: "article" },
    { property: "og:title", content: guide.title },
    { property: "og:description", content: guide.summary },
    ...linkMeta(data.links),
  ];
}
