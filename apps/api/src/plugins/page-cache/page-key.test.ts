import { describe, expect, it } from "vitest";
import { pageKey } from "./page-key";
import { type CachedPage, createPageStore } from "./page-store";

const origin = "http://shop.test";
const keyOf = (url: string, cookie?: string) => {
  const keyed = pageKey("GET", url, origin, cookie);
  return "key" in keyed ? keyed.key : `bypass:${keyed.bypass}`;
};

describe("issue 17: page cache keys", () => {
  it("issue 17: the key holds path, sorted query, language and currency cookies, and nothing of the session", () => {
    expect(keyOf("/shop/collection/left/sidebar?b=2&a=1")).toBe(keyOf("/shop/collection/left/sidebar?a=1&b=2"));
    expect(keyOf("/", "session=abc; lang=fr")).toBe(keyOf("/", "lang=fr; session=xyz"));
    expect(keyOf("/", "lang=fr")).not.toBe(keyOf("/", "lang=ar"));
    expect(keyOf("/", "currency=USD")).not.toBe(keyOf("/"));
    const keyed = pageKey("GET", "/", origin, "session=abc; lang=fr; currency=USD; x=1");
    expect("fillHeaders" in keyed && keyed.fillHeaders.get("cookie")).toBe("lang=fr; currency=USD");
  });

  it("issue 17: private pages, .data requests and other methods are never keyed", () => {
    for (const url of [
      "/pages/dashboard",
      "/shop/cart",
      "/pages/checkout",
      "/admin/orders",
      "/pages/login",
      "/_root.data",
    ]) {
      expect(keyOf(url)).toMatch(/^bypass:/);
    }
    expect("bypass" in pageKey("POST", "/", origin, undefined)).toBe(true);
    expect(keyOf("/shop/product/monstera")).not.toMatch(/^bypass:/);
    expect(keyOf("/shop/product/three/column/monstera")).not.toMatch(/^bypass:/);
  });

  it("issue 17: the store keeps within its byte bound, dropping the least recently used page", () => {
    const page = (bytes: number): CachedPage => ({
      version: 0,
      freshUntil: Number.POSITIVE_INFINITY,
      headers: [],
      scriptHashes: [],
      bodies: new Map(),
      identityEtag: '"x"',
      bytes,
    });
    const store = createPageStore(1000);
    store.set("a", page(400));
    store.set("b", page(400));
    store.get("a");
    store.set("c", page(400));
    expect(store.get("b")).toBeUndefined();
    expect(store.get("a")).toBeDefined();
    expect(store.size().bytes).toBeLessThanOrEqual(1000);
    store.set("huge", page(5000));
    expect(store.get("huge")).toBeUndefined();
  });
});
