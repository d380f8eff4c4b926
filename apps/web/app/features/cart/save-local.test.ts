import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newToasts } from "../../shell/notify/toast-test-kit";
import { addToLocalWishlist, memberWishlist, readLocalWishlist, WISHLIST_KEY } from "../wishlist-store";
import { CART_KEY } from "./cart-count";
import { cartLine, failure, fakeApi, fakeWindow, logIn, ok, sku, snapshot, wishLine } from "./cart-test-kit";
import { addToLocalCart, readLocalCart } from "./local-cart";
import { memberCart } from "./member-cart";
import { saveLocalToServer } from "./save-local";

beforeEach(async () => {
  await newToasts();
  vi.stubGlobal("window", fakeWindow());
  memberCart.reset();
  memberWishlist.reset();
  addToLocalCart({ skuId: 1, product: snapshot(1), sku: sku(1), qty: 2 });
  addToLocalCart({ skuId: 2, product: snapshot(2), sku: sku(2), qty: 4 });
  addToLocalWishlist({ skuId: 3, product: snapshot(3), sku: sku(3) });
  logIn("7");
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The server of decision 0006: a SKU in both takes the local quantity; sold-out SKUs are skipped. */
function serverWith(soldOut: number[] = []) {
  const cart = new Map<number, number>([[2, 9]]);
  return fakeApi({
    "/api/v2/cart/addall": (p) => {
      const skipped: Array<{ skuId: number; errorCode: string }> = [];
      for (const line of p.cartArrayPld as Array<{ skuId: number; qty: number }>) {
        if (soldOut.includes(line.skuId)) skipped.push({ skuId: line.skuId, errorCode: "OUT_OF_STOCK" });
        else cart.set(line.skuId, line.qty);
      }
      return ok({ jcarts: [...cart].map(([skuId, qty]) => cartLine(100 + skuId, skuId, qty)), skipped });
    },
    "/api/v2/wishlist/addall": (p) =>
      ok({
        jWishLists: (p.wishListArrayPld as Array<{ skuId: number }>).map((l) => wishLine(200 + l.skuId, l.skuId)),
        skipped: [],
      }),
  });
}

describe("saveLocalToServer (after login or registration)", () => {
  it("SPEC 4: sends the local cart and wish list with the add-all calls, then clears them locally", async () => {
    const api = serverWith();
    await saveLocalToServer();
    const cartCall = api.calls.find((call) => call.path === "/api/v2/cart/addall");
    const wishCall = api.calls.find((call) => call.path === "/api/v2/wishlist/addall");
    expect(cartCall?.payload.cartArrayPld).toEqual([
      { skuId: 1, qty: 2 },
      { skuId: 2, qty: 4 },
    ]);
    expect(wishCall?.payload.wishListArrayPld).toEqual([{ skuId: 3 }]);
    expect(window.localStorage.getItem(CART_KEY)).toBeNull();
    expect(window.localStorage.getItem(WISHLIST_KEY)).toBeNull();
    // The member cart now shows the merged server cart: SKU 2 took the local quantity 4.
    expect(memberCart.get().lines.map((line) => [line.skuId, line.qty])).toEqual([
      [2, 4],
      [1, 2],
    ]);
    expect(memberWishlist.get().lines.map((line) => line.skuId)).toEqual([3]);
    expect(await newToasts()).toEqual([]);
  });

  it("lines the server skipped (sold out) are named in an info toast", async () => {
    serverWith([1]);
    await saveLocalToServer();
    const toasts = await newToasts();
    expect(toasts.map((toast) => toast.kind)).toEqual(["info"]);
    expect(toasts[0]?.text).toContain("Plant 1");
    expect(readLocalCart()).toEqual([]);
  });

  it("issue 16: a quantity the server lowered to the stock is not silent: the line is named in an info toast", async () => {
    fakeApi({
      "/api/v2/cart/addall": () =>
        ok({ jcarts: [cartLine(101, 1, 2), cartLine(102, 2, 3, { stock: 3 })], skipped: [] }),
      "/api/v2/wishlist/addall": () => ok({ jWishLists: [wishLine(203, 3)] }),
    });
    await saveLocalToServer();
    const toasts = await newToasts();
    expect(toasts.map((toast) => toast.kind)).toEqual(["info"]);
    expect(toasts[0]?.text).toMatch(/^Fewer left than you asked for.*Plant 2$/);
  });

  it("a failure keeps the local lists (nothing lost) and shows an info toast", async () => {
    fakeApi({
      "/api/v2/cart/addall": () => failure(500, "INTERNAL_ERROR", "Down"),
      "/api/v2/wishlist/addall": () => failure(503, "SERVICE_UNAVAILABLE", "Down"),
      "/api/v2/cart/search": () => ok({ jcarts: [] }),
      "/api/v2/wishlist/search": () => ok({ jWishLists: [] }),
    });
    await saveLocalToServer();
    expect(readLocalCart().map((line) => [line.skuId, line.qty])).toEqual([
      [1, 2],
      [2, 4],
    ]);
    expect(readLocalWishlist()).toHaveLength(1);
    expect((await newToasts()).map((toast) => toast.kind)).toEqual(["info", "info"]);
  });

  it("a network error keeps the local lists too", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(saveLocalToServer()).resolves.toBeUndefined();
    expect(readLocalCart()).toHaveLength(2);
    expect(readLocalWishlist()).toHaveLength(1);
  });

  it("calls made while one runs share it (login page and session sync both ask)", async () => {
    const api = serverWith();
    await Promise.all([saveLocalToServer(), saveLocalToServer()]);
    expect(api.paths().filter((path) => path === "/api/v2/cart/addall")).toHaveLength(1);
  });

  it("with nothing local, it only fetches the member's lists", async () => {
    window.localStorage.removeItem(CART_KEY);
    window.localStorage.removeItem(WISHLIST_KEY);
    const api = fakeApi({
      "/api/v2/cart/search": () => ok({ jcarts: [cartLine(5, 5, 1)] }),
      "/api/v2/wishlist/search": () => ok({ jWishLists: [] }),
    });
    await saveLocalToServer();
    expect(api.paths().sort()).toEqual(["/api/v2/cart/search", "/api/v2/wishlist/search"]);
    expect(memberCart.get().lines).toHaveLength(1);
  });

  it("does nothing without a session", async () => {
    window.localStorage.removeItem("token");
    const api = fakeApi({});
    await saveLocalToServer();
    expect(api.calls).toEqual([]);
    expect(readLocalCart()).toHaveLength(2);
  });
});
