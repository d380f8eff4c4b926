import type { CartLine, Product, Sku, WishlistLine } from "@shop/shared";
import { vi } from "vitest";
import type { ProductSnapshot } from "../catalogue";

/** Test helpers for the cart and wish-list stores (node: no DOM, a fake window with localStorage). */

export function fakeWindow() {
  const store = new Map<string, string>();
  const target = new EventTarget();
  return Object.assign(target, {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
  });
}

export const snapshot = (productId = 1): ProductSnapshot => ({
  productId,
  slug: `plant-${productId}`,
  name: `Plant ${productId}`,
  image: null,
  category: { slug: "foliage-plants", name: "Foliage Plants" },
});

export const sku = (skuId: number, over: Partial<Sku> = {}): Sku => ({
  skuId,
  code: `SKU-${skuId}`,
  options: { potSize: "12 cm", potColour: "white" },
  price: 5500,
  discount: 0,
  stock: 10,
  ...over,
});

/** A product as the API sends it (the response schemas check every field). */
export const wireProduct = (productId: number, skus: Sku[]): Product => ({
  productId,
  slug: `plant-${productId}`,
  name: `Plant ${productId}`,
  description: "A plant.",
  category: { categoryId: 1, slug: "foliage-plants", name: "Foliage Plants" },
  tags: [],
  images: [],
  price: 5500,
  discount: 0,
  rating: 4.5,
  reviewCount: 2,
  care: { light: null, watering: null, difficulty: null, petSafe: null, matureSize: null },
  skus,
  createdAt: "2025-01-01T00:00:00.000Z",
});

export const cartLine = (cartId: number, skuId: number, qty: number, over: Partial<Sku> = {}): CartLine => ({
  cartId,
  skuId,
  qty,
  product: wireProduct(skuId, [sku(skuId, over)]),
  sku: sku(skuId, over),
});

export const wishLine = (wishListId: number, skuId: number): WishlistLine => ({
  wishListId,
  skuId,
  product: wireProduct(skuId, [sku(skuId)]),
  sku: sku(skuId),
});

/** Stores valid session claims for member `sub` (SPEC 4: subject and a future expiry). */
export function logIn(sub = "7"): void {
  window.localStorage.setItem("token", JSON.stringify({ sub, exp: Math.floor(Date.now() / 1000) + 3600 }));
}

type Handler = (requestPayload: Record<string, unknown>) => { status?: number; body: unknown };

export const ok = (responceObj: unknown) => ({ body: { status: "SUCCESS", responceObj } });
export const failure = (status: number, errorCode: string, errorDesc: string, suggesstion = "") => ({
  status,
  body: { status: "FAILURE", errorList: [{ errorCode, errorDesc, suggesstion }] },
});

/** A fetch that answers by path and records each call's path and requestPayload. */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: Array<{ path: string; payload: Record<string, unknown> }> = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url, "http://shop.test").pathname;
    const payload = JSON.parse(String(init.body ?? "{}")).payload?.requestPayload ?? {};
    calls.push({ path, payload });
    const handler = handlers[path];
    if (!handler) return new Response("{}", { status: 404 });
    const { status = 200, body } = handler(payload);
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, paths: () => calls.map((call) => call.path) };
}
