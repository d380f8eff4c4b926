import { type Language, type LineProduct, type Product, type ProductImage, pickText, priceRangeOf } from "@shop/shared";

/** A product as the catalogue queries return it (see productColumns in catalogue.repo.ts). */
export interface ProductRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  categoryId: number;
  categorySlug: string;
  categoryName: string;
  tags: string[];
  light: string | null;
  watering: string | null;
  difficulty: string | null;
  petSafe: boolean | null;
  matureSize: string | null;
  rating: string | number;
  reviewCount: number;
  createdAt: string | Date;
  skus: Array<{
    skuId: number;
    code: string;
    potSize: string | null;
    potColour: string | null;
    price: number;
    discount: number;
    stock: number;
  }> | null;
  images: ImageRow[] | null;
}

export interface ImageRow {
  base: string;
  widths: number[];
  width: number;
  height: number;
  alt: Record<string, string>;
  /** Only in the product page's rows. */
  potColour?: string | null;
  placeholder?: string | null;
}

export function toImage(image: ImageRow, lang: Language): ProductImage {
  const url = (w: number) => `/media/${image.base}-${w}.webp`;
  const widths = [...image.widths].sort((a, b) => a - b);
  return {
    src: url(widths[widths.length - 1] ?? image.width),
    srcset: widths.map((w) => `${url(w)} ${w}w`).join(", "),
    width: image.width,
    height: image.height,
    alt: pickText({ en: "", ...image.alt }, lang),
    ...(image.potColour !== undefined && { potColour: image.potColour, placeholder: image.placeholder ?? null }),
  };
}

/** A cart or wish-list line's product (shared lineProductSchema): what the line shows and links to. */
export function toLineProduct(product: Product): LineProduct {
  const { productId, slug, name, category, images } = product;
  return { productId, slug, name, category, images: images.slice(0, 1) };
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
  const range = priceRangeOf(skus);
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
    ...(range && { priceFrom: range.from, priceTo: range.to }),
  };
}
