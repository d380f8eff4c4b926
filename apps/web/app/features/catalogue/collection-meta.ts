import { metaText, shopNameOf } from "../../shell/i18n/page-meta";
import { linkMeta } from "../../shell/seo/seo-links";
import type { CollectionData } from "./collection-data.server";
import { prettify } from "./facet-labels";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** Title, description, canonical (category and page only) and hreflang links of a collection page. */
export function collectionMeta(matches: ReadonlyArray<MatchLike | undefined>, data: CollectionData | undefined) {
  const shop = shopNameOf(matches);
  // No data: the page failed or is the 404 of an unknown category, which is never indexed.
  if (!data)
    return [{ title: `${metaText(matches, "notFound.title")} | ${shop}` }, { name: "robots", content: "noindex" }];
  const { state, categories, text, links } = data;
  const [only, ...more] = state.lists.category;
  const category = only && more.length === 0 ? (categories.find((c) => c.slug === only)?.name ?? prettify(only)) : "";
  let title: string;
  let description: string;
  if (text) {
    title = metaText(matches, "meta.searchTitle", { query: text });
    description = metaText(matches, "meta.searchDescription", { query: text });
  } else if (category) {
    title = category;
    description = metaText(matches, "meta.categoryDescription", { category });
  } else {
    title = metaText(matches, "meta.collectionTitle");
    description = metaText(matches, "meta.collectionDescription");
  }
  if (state.page > 1) title = `${title} – ${metaText(matches, "pagination.page", { page: String(state.page) })}`;
  const tags: Array<Record<string, string>> = [
    { title: `${title} | ${shop}` },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: shop },
    { name: "twitter:card", content: "summary" },
    ...linkMeta(links),
  ];
  if (text) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}
