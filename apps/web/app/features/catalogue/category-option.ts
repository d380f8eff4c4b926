import type { Category } from "@shop/shared";

/** A category as filters, empty states and the category list show it. */
export interface CategoryOption {
  slug: string;
  name: string;
  parentSlug: string | null;
  productCount: number;
  image: string | null;
}

export function toCategoryOptions(categories: readonly Category[]): CategoryOption[] {
  const slugById = new Map(categories.map((category) => [category.categoryId, category.slug]));
  return categories.map((category) => ({
    slug: category.slug,
    name: category.name,
    parentSlug: category.parentId === null ? null : (slugById.get(category.parentId) ?? null),
    productCount: category.productCount,
    image: category.image,
  }));
}

/** Top-level categories with the most products first (the "popular categories" of empty states). */
export function popularCategories(categories: readonly CategoryOption[], limit = 6): CategoryOption[] {
  return categories
    .filter((category) => category.parentSlug === null && category.productCount > 0)
    .sort((a, b) => b.productCount - a.productCount)
    .slice(0, limit);
}
