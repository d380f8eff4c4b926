import {
  DEFAULT_PAGE_SIZE,
  type FilterCriterion,
  type Language,
  type Product,
  type ProductImage,
  type ProductSearchRequest,
  type ProductSearchResponse,
  pickText,
} from "@shop/shared";
import type { Db } from "../../db/client";
import { countProducts, type ProductRow, searchProducts } from "./catalogue.repo";

/** SPEC 5: a request with no criteria means filterBy category, empty value, condition latest. */
const defaultCriterion: FilterCriterion = { filterBy: "category", filtervalue: "", filtercond: "latest" };

export function toImage(image: NonNullable<ProductRow["images"]>[number], lang: Language): ProductImage {
  const url = (w: number) => `/media/${image.base}-${w}.webp`;
  const widths = [...image.widths].sort((a, b) => a - b);
  return {
    src: url(widths[widths.length - 1] ?? image.width),
    srcset: widths.map((w) => `${url(w)} ${w}w`).join(", "),
    width: image.width,
    height: image.height,
    alt: pickText({ en: "", ...image.alt }, lang),
  };
}

export function toProduct(row: ProductRow, lang: Language): Product {
  const skus = (row.skus ?? []).map((s) => ({
    skuId: s.skuId,
    code: s.code,
    options: { potSize: s.potSize, potColour: s.potColour },
    price: s.price,
    discount: s.discount,
    stock: s.stock,
  }));
  // The product's headline price is its first SKU that can be bought, else its first SKU.
  const lead = skus.find((s) => s.stock > 0) ?? skus[0];
  return {
    productId: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: { categoryId: row.categoryId, slug: row.categorySlug, name: row.categoryName },
    tags: row.tags ?? [],
    images: (row.images ?? []).map((i) => toImage(i, lang)),
    price: lead?.price ?? 0,
    discount: lead?.discount ?? 0,
    rating: Number(row.rating),
    reviewCount: row.reviewCount,
    care: {
      light: row.light as Product["care"]["light"],
      watering: row.watering as Product["care"]["watering"],
      difficulty: row.difficulty as Product["care"]["difficulty"],
      petSafe: row.petSafe,
      matureSize: row.matureSize,
    },
    skus,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export function createCatalogueService(db: Db) {
  return {
    async search(request: ProductSearchRequest): Promise<ProductSearchResponse> {
      const criteria = request.filtercriteria?.length ? request.filtercriteria : [defaultCriterion];
      const limit = request.paginationpayload?.limit ?? DEFAULT_PAGE_SIZE;
      const from = request.paginationpayload?.from ?? 0;
      const lang = request.lang ?? "en";
      const rows = await searchProducts(db, {
        criteria,
        offset: from * limit,
        limit,
        sortBy: request.sortpayload?.sortBy ?? "popularity",
        lang,
      });
      // Past the last page the window count is absent; count separately so totalCount stays right.
      const totalCount = rows[0]?.total ?? (from > 0 ? await countProducts(db, criteria) : 0);
      return { products: rows.map((r) => toProduct(r, lang)), totalCount };
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
