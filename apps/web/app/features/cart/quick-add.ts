import type { Product, Sku } from "@shop/shared";
import type { TFunction } from "i18next";
import { colourName, localizeMeasure, toProductSnapshot } from "../catalogue";
import { addToCart } from "./cart-actions";
import { openCartDrawer } from "./drawer-store";
import { fetchProducts } from "./fresh-products";

/** Loaded on the first "Quick add" click only (issue 16: collection pages stay light). */

/** The product with its SKUs, live (a card carries neither its SKUs nor their stock). */
export async function fetchQuickProduct(productId: number, lang: string): Promise<Product | null> {
  const [product] = await fetchProducts([productId], lang);
  return product ?? null;
}

/** "12 cm, White": the SKU's options in the page's language. */
export function skuOptions(t: TFunction, sku: Sku): string {
  return [
    sku.options.potSize && localizeMeasure(t, sku.options.potSize),
    sku.options.potColour && colourName(t, sku.options.potColour),
  ]
    .filter(Boolean)
    .join(", ");
}

/** The one SKU to add without asking: a product with a single SKU, in stock. */
export function onlySku(product: Product): Sku | null {
  const [sku] = product.skus;
  return product.skus.length === 1 && sku && sku.stock > 0 ? sku : null;
}

/** Adds one of the SKU and opens the cart drawer on it; focus comes back to `from` when the drawer closes. */
export async function addAndShow(t: TFunction, product: Product, sku: Sku, from: HTMLElement | null): Promise<boolean> {
  const result = await addToCart({ product: toProductSnapshot(product), sku, qty: 1 });
  if (!result.ok) return false;
  const options = skuOptions(t, sku);
  const name = options ? `${product.name} (${options})` : product.name;
  openCartDrawer({ skuId: sku.skuId, name, limited: result.limited }, from);
  return true;
}
