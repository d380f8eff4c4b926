import { z } from "zod";

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
});
export type Product = z.infer<typeof productSchema>;

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

export const filterCriterionSchema = z.object({
  filterBy: filterBySchema,
  filtervalue: z.string().max(200).optional(),
  filterValues: z
    .array(z.union([z.string().max(200), z.number()]))
    .max(100)
    .optional(),
  filtercond: filterCondSchema.default("equal"),
});
export type FilterCriterion = z.infer<typeof filterCriterionSchema>;

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

export const productSearchResponseSchema = z.object({
  products: z.array(productSchema),
  totalCount: z.number().int(),
});
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>;
