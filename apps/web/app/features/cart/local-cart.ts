import type { Sku } from "@shop/shared";
import { MAX_LINE_QTY } from "@shop/shared/core";
import { storageRemove } from "../../lib/cookies";
import { isRecord, readList, writeList } from "../../lib/local-list";
import type { ProductSnapshot } from "../catalogue";
import { CART_CHANGE_EVENT, CART_KEY } from "./cart-count";

/** SPEC 3 cart item: skuId, product, sku, qty (default 1). */
export interface CartItem {
  skuId: number;
  product: ProductSnapshot;
  sku: Sku;
  qty: number;
}

export function isCartItem(value: unknown): value is CartItem {
  return (
    isRecord(value) &&
    typeof value.skuId === "number" &&
    typeof value.qty === "number" &&
    isRecord(value.product) &&
    isRecord(value.sku)
  );
}

/** SPEC 5: a missing (or unusable) quantity becomes 1. */
export function normaliseQty(qty: number | undefined): number {
  return qty !== undefined && Number.isFinite(qty) && qty >= 1 ? Math.floor(qty) : 1;
}

/**
 * SPEC 4: adding a SKU that is already in the cart replaces its quantity (it is not added to it);
 * a new SKU is appended.
 */
export function addCartItem(
  items: readonly CartItem[],
  item: Omit<CartItem, "qty"> & { qty?: number },
): { items: CartItem[]; replaced: boolean } {
  const line: CartItem = { ...item, qty: normaliseQty(item.qty) };
  const index = items.findIndex((existing) => existing.skuId === item.skuId);
  if (index < 0) return { items: [...items, line], replaced: false };
  const next = [...items];
  next[index] = line;
  return { items: next, replaced: true };
}

/** The logged-out cart in localStorage "cartItems" (SPEC 4). */
export function readLocalCart(): CartItem[] {
  return readList(CART_KEY, isCartItem);
}

/** Adds to the local cart and updates every cart count on the page. */
export function addToLocalCart(item: Omit<CartItem, "qty"> & { qty?: number }): { replaced: boolean } {
  const { items, replaced } = addCartItem(readLocalCart(), item);
  writeList(CART_KEY, items, CART_CHANGE_EVENT);
  return { replaced };
}

/** Sets one line's quantity (1..99); nothing happens when the SKU is not in the cart. */
export function setLocalCartQty(skuId: number, qty: number): void {
  const items = readLocalCart();
  if (!items.some((item) => item.skuId === skuId)) return;
  const next = items.map((item) =>
    item.skuId === skuId ? { ...item, qty: Math.min(normaliseQty(qty), MAX_LINE_QTY) } : item,
  );
  writeList(CART_KEY, next, CART_CHANGE_EVENT);
}

export function removeFromLocalCart(skuId: number): void {
  writeList(
    CART_KEY,
    readLocalCart().filter((item) => item.skuId !== skuId),
    CART_CHANGE_EVENT,
  );
}

/** Stores fresh product and SKU snapshots (current price and stock) for the lines still in the cart. */
export function refreshLocalCart(fresh: ReadonlyMap<number, Pick<CartItem, "product" | "sku">>): void {
  const items = readLocalCart();
  const next = items.map((item) => {
    const current = fresh.get(item.skuId);
    return current ? { ...item, product: current.product, sku: current.sku } : item;
  });
  if (JSON.stringify(next) !== JSON.stringify(items)) writeList(CART_KEY, next, CART_CHANGE_EVENT);
}

/** Removes "cartItems" (after it was saved to the member's cart). */
export function clearLocalCart(): void {
  storageRemove(CART_KEY);
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
}
