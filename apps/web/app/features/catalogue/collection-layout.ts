import type { TFunction } from "i18next";
import type { CategoryOption } from "./category-option";
import { type CollectionState, hasFilters } from "./collection-query";
import { prettify } from "./facet-labels";

/** DESIGN: the collection layout routes set the sidebar position; infinitescroll loads pages as you scroll. */
export interface CollectionLayout {
  sidebar: "start" | "end" | "none";
  infinite: boolean;
}

export function collectionLayoutFor(pathname: string): CollectionLayout {
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  if (path.endsWith("/right/sidebar")) return { sidebar: "end", infinite: false };
  if (path.endsWith("/no/sidebar")) return { sidebar: "none", infinite: false };
  if (path.endsWith("/infinitescroll")) return { sidebar: "start", infinite: true };
  return { sidebar: "start", infinite: false };
}

/** The page heading: the search, the one chosen category, a featured or sale list, or the whole shop. */
export function collectionTitle(
  t: TFunction,
  state: CollectionState,
  categories: readonly CategoryOption[],
  text: string | null,
): string {
  if (text) return t("search.resultsTitle", { query: text });
  const [only, ...more] = state.lists.category;
  if (only && more.length === 0) return categories.find((c) => c.slug === only)?.name ?? prettify(only);
  if (!hasFilters({ ...state, flags: { ...state.flags, featured: false, onSale: false } })) {
    if (state.flags.featured && !state.flags.onSale) return t("home.featured");
    if (state.flags.onSale && !state.flags.featured) return t("home.onSale");
  }
  return t("collection.title");
}

/** Home > Shop > parent category > category. */
export function collectionCrumbs(
  t: TFunction,
  state: CollectionState,
  categories: readonly CategoryOption[],
  text: string | null,
) {
  const crumbs: Array<{ label: string; to?: string }> = [{ label: t("breadcrumbs.home"), to: "/" }];
  if (text) return [...crumbs, { label: t("breadcrumbs.search") }];
  crumbs.push({ label: t("collection.title"), to: "/shop/collection/left/sidebar" });
  const [only, ...more] = state.lists.category;
  const category = only && more.length === 0 ? categories.find((c) => c.slug === only) : undefined;
  if (!category) return crumbs;
  const parent = categories.find((c) => c.slug === category.parentSlug);
  if (parent) crumbs.push({ label: parent.name, to: `/shop/collection/left/sidebar?category=${parent.slug}` });
  crumbs.push({ label: category.name });
  return crumbs;
}
