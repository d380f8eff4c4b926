import type { Facets } from "@shop/shared";
import type { TFunction } from "i18next";
import type { CategoryOption } from "./category-option";
import type { CollectionState, ListFilter } from "./collection-query";
import { filterValueLabel } from "./facet-labels";
import { type FilterOption, mergeSelected } from "./filter-groups";

/** Facet of each list filter (the pot colour's URL name is `colour`). */
const FACET_OF: Record<Exclude<ListFilter, "category">, keyof Facets> = {
  light: "light",
  watering: "watering",
  difficulty: "difficulty",
  size: "size",
  colour: "potColour",
  tag: "tag",
};

export function categoryNames(categories: readonly CategoryOption[]): Map<string, string> {
  return new Map(categories.map((category) => [category.slug, category.name]));
}

/** Categories as a two-level tree (top level, then its children), with the facet counts. */
export function categoryFilterOptions(
  facets: Facets,
  categories: readonly CategoryOption[],
  selected: readonly string[],
): FilterOption[] {
  const counts = new Map(facets.category.map((value) => [value.value, value.count]));
  const labels = new Map(facets.category.map((value) => [value.value, value.label ?? value.value]));
  const shown = (slug: string) => (counts.get(slug) ?? 0) > 0 || selected.includes(slug);
  const option = (slug: string, name: string, child: boolean): FilterOption => ({
    value: slug,
    label: name,
    count: counts.get(slug) ?? 0,
    child,
  });
  if (categories.length === 0) {
    return mergeSelected(facets.category, selected).map((value) =>
      option(value.value, labels.get(value.value) ?? value.value, false),
    );
  }
  const out: FilterOption[] = [];
  for (const top of categories.filter((category) => category.parentSlug === null)) {
    const children = categories.filter((category) => category.parentSlug === top.slug && shown(category.slug));
    if (!shown(top.slug) && children.length === 0) continue;
    out.push(option(top.slug, top.name, false));
    for (const child of children) out.push(option(child.slug, child.name, true));
  }
  return out;
}

export function listFilterOptions(
  t: TFunction,
  name: Exclude<ListFilter, "category">,
  facets: Facets,
  state: CollectionState,
): FilterOption[] {
  const values = facets[FACET_OF[name]];
  if (!Array.isArray(values)) return [];
  const none = new Map<string, string>();
  return mergeSelected(values, state.lists[name]).map((value) => ({
    value: value.value,
    label: filterValueLabel(t, name, value.value, none),
    count: value.count,
  }));
}

/** Number of products a yes-only filter would give. */
export function flagCount(facets: Facets, name: "petSafe" | "inStock" | "onSale"): number {
  return facets[name].find((value) => value.value === "true")?.count ?? 0;
}
