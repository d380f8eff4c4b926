import { z } from "zod";
import { MAX_INT4 } from "./bounds";
import { discountedPrice } from "./money";
import { safeText } from "./safe-text";

export const categorySchema = z.object({
  categoryId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  image: z.string().nullable(),
  productCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;
export const catListResponseSchema = z.object({ categories: z.array(categorySchema) });

export const lightLevels = ["low", "medium", "bright_indirect", "full_sun"] as const;
export const wateringLevels = ["low", "moderate", "frequent"] as const;
export const difficultyLevels = ["easy", "moderate", "expert"] as const;

export const careSchema = z.object({
  light: z.enum(lightLevels).nullable(),
  watering: z.enum(wateringLevels).nullable(),
  difficulty: z.enum(difficultyLevels).nullable(),
  petSafe: z.boolean().nullable(),
  matureSize: z.string().nullable(),
});
export type Care = z.infer<typeof careSchema>;

export const imageSchema = z.object({
  /** Largest variant; srcset lists every width. */
  src: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  /** On the product page: the pot colour this picture shows (shown when that colour is chosen); null: any. */
  potColour: z.string().nullable().optional(),
  /** On the product page: the picture's dominant colour ("#7a9a5c"), shown while it loads; null when unknown. */
  placeholder: z.string().nullable().optional(),
});
export type ProductImage = z.infer<typeof imageSchema>;

export const skuSchema = z.object({
  skuId: z.number().int(),
  code: z.string(),
  options: z.object({ potSize: z.string().nullable(), potColour: z.string().nullable() }),
  price: z.number().int(),
  discount: z.number().int(),
  stock: z.number().int(),
});
export type Sku = z.infer<typeof skuSchema>;

/** A product on the wire (DESIGN "Wire examples"); prices in fils. */
export const productSchema = z.object({
  productId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.object({ categoryId: z.number().int(), slug: z.string(), name: z.string() }),
  tags: z.array(z.string()),
  images: z.array(imageSchema),
  price: z.number().int(),
  discount: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
  care: careSchema,
  skus: z.array(skuSchema),
  createdAt: z.string(),
  /** Issue 16: lowest and highest price after discount (fils) over the SKUs in stock, or all when none is. */
  priceFrom: z.number().int().optional(),
  priceTo: z.number().int().optional(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * A product's price range after discount: over its SKUs in stock, or over all of them when none is (the rule of
 * products.min_price/max_price, migration 0026). Undefined without SKUs.
 */
export function priceRangeOf(
  skus: ReadonlyArray<{ price: number; discount: number; stock: number }>,
): { from: number; to: number } | undefined {
  const inStock = skus.filter((s) => s.stock > 0);
  const prices = (inStock.length ? inStock : skus).map((s) => discountedPrice(s.price, s.discount));
  if (!prices.length) return undefined;
  return { from: Math.min(...prices), to: Math.max(...prices) };
}

export const filterBySchema = z.enum([
  "category",
  "productName",
  "price",
  "light",
  "watering",
  "difficulty",
  "petSafe",
  "size",
  "potColour",
  "inStock",
  "onSale",
  "featured",
  "tag",
  "productIds",
]);
export const filterCondSchema = z.enum(["equal", "in", "between", "latest"]);
export const sortBySchema = z.enum(["popularity", "newest", "price_asc", "price_desc", "rating", "name"]);
export type SortBy = z.infer<typeof sortBySchema>;

/**
 * One catalogue filter (SPEC 3). Values come as `filtervalue` or as the list `filterValues`; several values
 * of one criterion match any of them, several criteria must all match. `between` is for price only:
 * filterValues [min, max] in fils (max optional). productIds takes whole-number ids.
 */
export const filterCriterionSchema = z
  .object({
    filterBy: filterBySchema,
    filtervalue: safeText().max(200).optional(),
    filterValues: z
      .array(z.union([safeText().max(200), z.number()]))
      .max(100)
      .optional(),
    filtercond: filterCondSchema.default("equal"),
  })
  .superRefine((c, ctx) => {
    if (c.filtercond === "between" && c.filterBy !== "price") {
      ctx.addIssue({ code: "custom", path: ["filtercond"], message: "between is only for filterBy price." });
    }
    if (c.filterBy === "productIds" && c.filterValues?.some((v) => !isIntegerUpTo(Number(v), MAX_INT4))) {
      ctx.addIssue({ code: "custom", path: ["filterValues"], message: "productIds must be whole numbers." });
    }
    if (c.filterBy === "price") {
      const raw = c.filterValues?.length ? c.filterValues : (c.filtervalue ?? "").split(/[-,]/);
      const bounds = raw.filter((v) => v !== "").map(Number);
      if (bounds.some((v) => !isIntegerUpTo(v, MAX_INT4) || v < 0)) {
        ctx.addIssue({
          code: "custom",
          path: ["filterValues"],
          message: `price bounds are whole fils, from 0 to ${MAX_INT4}.`,
        });
      } else if (bounds.length === 2 && bounds[0]! > bounds[1]!) {
        ctx.addIssue({ code: "custom", path: ["filterValues"], message: "price minimum is above the maximum." });
      }
    }
  });
export type FilterCriterion = z.infer<typeof filterCriterionSchema>;

/** A whole number no larger in size than max (ids and prices live in integer columns). */
function isIntegerUpTo(value: number, max: number): boolean {
  return Number.isInteger(value) && Math.abs(value) <= max;
}

/** SPEC 5/9, DESIGN: page size 16 by default, at most 100; `from` is zero-based. */
export const DEFAULT_PAGE_SIZE = 16;
export const MAX_PAGE_SIZE = 100;

export const productSearchRequestSchema = z.object({
  filtercriteria: z.array(filterCriterionSchema).max(20).optional(),
  paginationpayload: z
    .object({
      from: z.number().int().min(0).max(100_000).default(0),
      limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    })
    .optional(),
  sortpayload: z.object({ sortBy: sortBySchema.default("popularity") }).optional(),
  lang: z.enum(["en", "fr", "ar"]).optional(),
});
export type ProductSearchRequest = z.infer<typeof productSearchRequestSchema>;

/** A facet value with the number of products it would give (category values carry their name as label). */
export const facetValueSchema = z.object({
  value: z.string(),
  count: z.number().int(),
  label: z.string().optional(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

/**
 * Facet counts over the filtered set. Each facet ignores its own filter (standard faceting), so its counts
 * say what widening or changing that one filter would give; price is the min and max price in fils.
 */
export const facetsSchema = z.object({
  category: z.array(facetValueSchema),
  light: z.array(facetValueSchema),
  watering: z.array(facetValueSchema),
  difficulty: z.array(facetValueSchema),
  petSafe: z.array(facetValueSchema),
  size: z.array(facetValueSchema),
  potColour: z.array(facetValueSchema),
  tag: z.array(facetValueSchema),
  inStock: z.array(facetValueSchema),
  onSale: z.array(facetValueSchema),
  price: z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() }),
});
export type Facets = z.infer<typeof facetsSchema>;
export type FacetName = Exclude<keyof Facets, "price">;

/** displayproducts/searchonlyproducts answer (and search without facets). */
export const productListResponseSchema = z.object({
  products: z.array(productSchema),
  totalCount: z.number().int(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** Any catalogue list answer; facets are present on displayproducts/search. */
export const productSearchResponseSchema = productListResponseSchema.extend({ facets: facetsSchema.optional() });
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>;

/** displayproducts/search answer: products, totalCount and facets. */
export const productFacetedSearchResponseSchema = productListResponseSchema.extend({ facets: facetsSchema });
export type ProductFacetedSearchResponse = z.infer<typeof productFacetedSearchResponseSchema>;

/** displayproducts/suggest: search-as-you-type. */
export const productSuggestRequestSchema = z.object({
  q: safeText().trim().min(1).max(100),
  lang: z.enum(["en", "fr", "ar"]).optional(),
});
export type ProductSuggestRequest = z.infer<typeof productSuggestRequestSchema>;

export const productSuggestionSchema = z.object({
  productId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image: imageSchema.nullable(),
  price: z.number().int(),
  discount: z.number().int(),
});
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;

export const categoryRefSchema = z.object({ categoryId: z.number().int(), slug: z.string(), name: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const productSuggestResponseSchema = z.object({
  products: z.array(productSuggestionSchema),
  categories: z.array(categoryRefSchema),
});
export type ProductSuggestResponse = z.infer<typeof productSuggestResponseSchema>;

/** displayproducts/product: one product page by slug. */
export const productBySlugRequestSchema = z.object({
  slug: safeText().trim().min(1).max(200),
  lang: z.enum(["en", "fr", "ar"]).optional(),
});
export type ProductBySlugRequest = z.infer<typeof productBySlugRequestSchema>;

export const productDetailSchema = productSchema.extend({ careText: z.string() });
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productPageResponseSchema = z.object({
  product: productDetailSchema,
  /** Up to 8 other products of the same category, best sellers first. */
  related: z.array(productSchema),
  /** Category chain from the top level down to the product's category. */
  breadcrumbs: z.array(categoryRefSchema),
  /** Set when the slug asked for is a former one (the English name changed): the page answers 301 to this slug. */
  redirectTo: z.string().optional(),
});
export type ProductPageResponse = z.infer<typeof productPageResponseSchema>;
