import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CardProduct } from "./card-product";
import { readSavedPages, savePages } from "./saved-pages";

/** Issue 16: the pages infinite scroll loaded, kept per collection address for Back. */
const card = (productId: number): CardProduct => ({
  productId,
  slug: `p-${productId}`,
  name: `Plant ${productId}`,
  image: null,
  price: 4500,
  discount: 0,
  inStock: true,
});
const first = [card(1), card(2)];
const both = [...first, card(3), card(4)];

beforeEach(() => {
  const data = new Map<string, string>();
  const sessionStorage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
  vi.stubGlobal("window", { sessionStorage });
});
afterEach(() => vi.unstubAllGlobals());

describe("issue 16: infinite scroll's kept pages", () => {
  it("gives back the pages of the same address over the same first page", () => {
    savePages("/shop/collection/infinitescroll", first, both, 2, 1);
    expect(readSavedPages("/shop/collection/infinitescroll", first)).toEqual({
      baseIds: [1, 2],
      items: both,
      page: 2,
    });
    expect(readSavedPages("/shop/collection/infinitescroll?sort=name", first)).toBeNull();
  });

  it("nothing when the first page changed, when only the first page is shown, or for bad data", () => {
    savePages("/c", first, both, 2, 1);
    expect(readSavedPages("/c", [card(9), card(2)])).toBeNull();
    savePages("/c", first, first, 1, 1);
    expect(readSavedPages("/c", first)).toBeNull();
    window.sessionStorage.setItem("bustan:collection-pages:/c", "{not json");
    expect(readSavedPages("/c", first)).toBeNull();
  });

  it("without storage (server, or storage switched off): nothing kept, nothing thrown", () => {
    vi.stubGlobal("window", undefined);
    expect(() => savePages("/c", first, both, 2, 1)).not.toThrow();
    expect(readSavedPages("/c", first)).toBeNull();
  });
});
