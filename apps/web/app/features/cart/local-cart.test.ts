import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProductSnapshot } from "../catalogue";
import { addToLocalWishlist, addWishlistItem, readLocalWishlist, WISHLIST_KEY } from "../wishlist-store";
import { CART_CHANGE_EVENT, CART_KEY, countCartItems } from "./cart-count";
import { fakeWindow, sku } from "./cart-test-kit";
import { addCartItem, addToLocalCart, normaliseQty, readLocalCart } from "./local-cart";

const product: ProductSnapshot = {
  productId: 1,
  slug: "monstera-deliciosa",
  name: "Monstera Deliciosa",
  image: null,
  category: { slug: "foliage-plants", name: "Foliage Plants" },
};

describe("SPEC 4 local cart rules", () => {
  it("SPEC 4: adding a SKU already in the cart replaces its quantity", () => {
    const first = addCartItem([], { skuId: 1, product, sku: sku(1), qty: 2 });
    expect(first.replaced).toBe(false);
    const second = addCartItem(first.items, { skuId: 1, product, sku: sku(1), qty: 5 });
    expect(second.replaced).toBe(true);
    expect(second.items).toHaveLength(1);
    expect(second.items[0]?.qty).toBe(5);
  });

  it("a different SKU of the same product is a new line", () => {
    const { items } = addCartItem(addCartItem([], { skuId: 1, product, sku: sku(1) }).items, {
      skuId: 2,
      product,
      sku: sku(2),
      qty: 3,
    });
    expect(items.map((line) => [line.skuId, line.qty])).toEqual([
      [1, 1],
      [2, 3],
    ]);
  });

  it("SPEC 5: a missing quantity becomes 1", () => {
    expect(addCartItem([], { skuId: 1, product, sku: sku(1) }).items[0]?.qty).toBe(1);
    expect(normaliseQty(undefined)).toBe(1);
    expect(normaliseQty(0)).toBe(1);
    expect(normaliseQty(Number.NaN)).toBe(1);
    expect(normaliseQty(3.7)).toBe(3);
  });

  it("SPEC 3: a cart line carries skuId, product, sku and qty", () => {
    const [line] = addCartItem([], { skuId: 1, product, sku: sku(1), qty: 2 }).items;
    expect(Object.keys(line ?? {}).sort()).toEqual(["product", "qty", "sku", "skuId"]);
  });
});

describe("SPEC 4 local wish list rules", () => {
  it("SPEC 4: adding a SKU already in the wish list is ignored", () => {
    const first = addWishlistItem([], { skuId: 1, product, sku: sku(1) });
    expect(first.added).toBe(true);
    const again = addWishlistItem(first.items, { skuId: 1, product, sku: sku(1) });
    expect(again.added).toBe(false);
    expect(again.items).toEqual(first.items);
  });
});

describe("SPEC 4 storage keys", () => {
  beforeEach(() => vi.stubGlobal("window", fakeWindow()));
  afterEach(() => vi.unstubAllGlobals());

  it("SPEC 4 / 9: the visitor's cart lives under cartItems and the count follows it", () => {
    const changed = vi.fn();
    window.addEventListener(CART_CHANGE_EVENT, changed);
    addToLocalCart({ skuId: 1, product, sku: sku(1), qty: 2 });
    expect(addToLocalCart({ skuId: 1, product, sku: sku(1), qty: 4 })).toEqual({ replaced: true });
    addToLocalCart({ skuId: 2, product, sku: sku(2) });
    expect(readLocalCart().map((line) => line.qty)).toEqual([4, 1]);
    expect(countCartItems(window.localStorage.getItem(CART_KEY))).toBe(5);
    expect(changed).toHaveBeenCalledTimes(3);
  });

  it("SPEC 4 / 9: the visitor's wish list lives under wishlistItems", () => {
    expect(addToLocalWishlist({ skuId: 1, product, sku: sku(1) })).toEqual({ added: true });
    expect(addToLocalWishlist({ skuId: 1, product, sku: sku(1) })).toEqual({ added: false });
    expect(readLocalWishlist()).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem(WISHLIST_KEY) ?? "[]")).toHaveLength(1);
  });

  it("an unreadable stored cart counts as empty", () => {
    window.localStorage.setItem(CART_KEY, "{not json");
    expect(readLocalCart()).toEqual([]);
  });
});
