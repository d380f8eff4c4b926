import type { LineProduct, Product, ProductImage } from "@shop/shared";

/** What a product card needs; loaders send only this to keep pages light. */
export interface CardProduct {
  productId: number;
  slug: string;
  name: string;
  image: ProductImage | null;
  /** Fils, before discount. */
  price: number;
  /** Whole percent, 0 when none. */
  discount: number;
  inStock: boolean;
  /** Issue 16: lowest and highest price after discount (fils) over the SKUs in stock; "From" when they differ. */
  priceFrom?: number;
  priceTo?: number;
}

export function toCardProduct(product: Product): CardProduct {
  return {
    productId: product.productId,
    slug: product.slug,
    name: product.name,
    image: product.images[0] ?? null,
    price: product.price,
    discount: Math.max(product.discount, 0),
    inStock: product.skus.length === 0 || product.skus.some((sku) => sku.stock > 0),
    ...(product.priceFrom !== product.priceTo && { priceFrom: product.priceFrom, priceTo: product.priceTo }),
  };
}

export function productPath(slug: string): string {
  return `/shop/product/${encodeURIComponent(slug)}`;
}

export function categoryPath(slug: string): string {
  return `/shop/collection/left/sidebar?category=${encodeURIComponent(slug)}`;
}

/** What a cart or wish-list line keeps of its product (SPEC 3: the line carries product and sku). */
export interface ProductSnapshot {
  productId: number;
  slug: string;
  name: string;
  image: ProductImage | null;
  category: { slug: string; name: string };
}

/** From a catalogue product (a visitor's line) or a member's line product (the same fields). */
export function toProductSnapshot(product: LineProduct): ProductSnapshot {
  return {
    productId: product.productId,
    slug: product.slug,
    name: product.name,
    image: product.images[0] ?? null,
    category: { slug: product.category.slug, name: product.category.name },
  };
}
