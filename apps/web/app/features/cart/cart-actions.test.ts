import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newToasts } from "../../shell/notify/toast-test-kit";
import { addToCart, removeFromCart, setCartQty } from "./cart-actions";
import { CART_CHANGE_EVENT, CART_KEY } from "./cart-count";
import { cartLine, failure, fakeApi, fakeWindow, logIn, ok, sku, snapshot } from "./cart-test-kit";
import { readLocalCart } from "./local-cart";
import { memberCart } from "./member-cart";
import { cartView } from "./use-cart";

beforeEach(async () => {
  await newToasts();
  vi.stubGlobal("window", fakeWindow());
  memberCart.reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const view = () => cartView(null, true, window.localStorage.getItem(CART_KEY), memberCart.get());
const memberView = (owner = "7") => cartView(owner, true, null, memberCart.get());

describe("the cart for a visitor (localStorage)", () => {
  it("SPEC 4: adding a SKU already in the cart replaces its quantity; nothing goes to the server", async () => {
    const api = fakeApi({});
    expect(await addToCart({ product: snapshot(1), sku: sku(1), qty: 2 })).toEqual({
      ok: true,
      replaced: false,
      qty: 2,
    });
    await addToCart({ product: snapshot(2), sku: sku(2) });
    expect(await addToCart({ product: snapshot(1), sku: sku(1), qty: 5 })).toEqual({
      ok: true,
      replaced: true,
      qty: 5,
    });
    expect(readLocalCart().map((line) => [line.skuId, line.qty])).toEqual([
      [1, 5],
      [2, 1],
    ]);
    expect(api.calls).toEqual([]);
  });

  it("issue 16: the count is the number of items, not the number of lines", async () => {
    await addToCart({ product: snapshot(1), sku: sku(1), qty: 7 });
    await addToCart({ product: snapshot(2), sku: sku(2), qty: 3 });
    expect(view()).toMatchObject({ mode: "visitor", status: "ready", count: 10 });
  });

  it("issue 16: asking for more than the stock is not cut silently: the line holds the stock and the result says so", async () => {
    expect(await addToCart({ product: snapshot(1), sku: sku(1, { stock: 4 }), qty: 6 })).toEqual({
      ok: true,
      replaced: false,
      qty: 4,
      limited: 4,
    });
    expect(await setCartQty({ skuId: 1, sku: sku(1, { stock: 4 }) }, 9)).toEqual({ ok: true, qty: 4, limited: 4 });
    expect(readLocalCart()[0]?.qty).toBe(4);
  });

  it("a line holds at most 99; the stepper and remove change the local cart and tell the page", async () => {
    const changed = vi.fn();
    window.addEventListener(CART_CHANGE_EVENT, changed);
    await addToCart({ product: snapshot(1), sku: sku(1, { stock: 500 }), qty: 250 });
    expect(readLocalCart()[0]?.qty).toBe(99);
    await setCartQty({ skuId: 1, sku: sku(1, { stock: 500 }) }, 4);
    expect(readLocalCart()[0]?.qty).toBe(4);
    await removeFromCart({ skuId: 1, cartId: null });
    expect(readLocalCart()).toEqual([]);
    expect(changed).toHaveBeenCalledTimes(3);
  });

  it("before hydration the cart is loading, not empty", () => {
    expect(cartView(null, false, null, memberCart.get()).status).toBe("loading");
  });
});

describe("the cart for a member (server)", () => {
  beforeEach(() => logIn("7"));

  it("adds go to cart/add with skuId and qty; the server's lines are the cart everywhere", async () => {
    const api = fakeApi({
      "/api/v2/cart/add": (p) => ok({ jcarts: [cartLine(10, Number(p.skuId), Number(p.qty))] }),
    });
    const result = await addToCart({ product: snapshot(1), sku: sku(1), qty: 3 });
    expect(result).toEqual({ ok: true, replaced: false, qty: 3 });
    expect(api.calls[0]).toMatchObject({ path: "/api/v2/cart/add", payload: { skuId: 1, qty: 3 } });
    expect(readLocalCart()).toEqual([]);
    expect(memberView()).toMatchObject({ mode: "member", status: "ready", count: 3 });
    expect(memberView().lines[0]).toMatchObject({ cartId: 10, skuId: 1, qty: 3 });
  });

  it("issue 16: OUT_OF_STOCK (sold out) shows a message chosen by code, not the server's text, and changes nothing", async () => {
    memberCart.set("7", [cartLine(10, 2, 1)]);
    fakeApi({
      "/api/v2/cart/add": () =>
        failure(409, "OUT_OF_STOCK", "This item is sold out.", "Add it to your wish list instead."),
    });
    expect(await addToCart({ product: snapshot(1), sku: sku(1), qty: 5 })).toEqual({ ok: false });
    expect(await newToasts()).toEqual([{ kind: "info", text: "Sorry, this item is sold out or no longer sold." }]);
    expect(memberView().count).toBe(1);
  });

  it("issue 16: when the server says fewer are left than asked, the line is set to what is available and the result says so", async () => {
    const api = fakeApi({
      "/api/v2/cart/add": (p) =>
        Number(p.qty) > 3
          ? {
              body: {
                status: "FAILURE",
                errorList: [{ errorCode: "OUT_OF_STOCK", errorDesc: "Only 3 left.", suggesstion: "", field: "qty" }],
                unavailable: [{ skuId: 1, name: null, requested: Number(p.qty), available: 3 }],
              },
              status: 409,
            }
          : ok({ jcarts: [cartLine(10, 1, Number(p.qty))] }),
    });
    expect(await addToCart({ product: snapshot(1), sku: sku(1), qty: 5 })).toEqual({
      ok: true,
      replaced: false,
      qty: 3,
      limited: 3,
    });
    expect(api.calls.map((call) => call.payload.qty)).toEqual([5, 3]);
    expect(memberView().count).toBe(3);
    expect(await newToasts()).toEqual([]);
  });

  it("DESIGN: after a removal the cart is fetched again", async () => {
    memberCart.set("7", [cartLine(10, 1, 1), cartLine(11, 2, 1)]);
    let lines = [cartLine(10, 1, 1), cartLine(11, 2, 1)];
    const api = fakeApi({
      "/api/v2/cart/delete": (p) => {
        lines = lines.filter((line) => line.cartId !== p.cartId);
        return ok({ jcarts: lines });
      },
      "/api/v2/cart/search": () => ok({ jcarts: lines }),
    });
    await removeFromCart({ skuId: 1, cartId: 10 });
    expect(api.paths()).toEqual(["/api/v2/cart/delete", "/api/v2/cart/search"]);
    expect(memberView().lines.map((line) => line.cartId)).toEqual([11]);
  });

  it("SPEC 8: a failed removal is silent; the refetched cart still shows the line", async () => {
    memberCart.set("7", [cartLine(10, 1, 1)]);
    const api = fakeApi({
      "/api/v2/cart/delete": () => failure(500, "INTERNAL_ERROR", "Oops"),
      "/api/v2/cart/search": () => ok({ jcarts: [cartLine(10, 1, 1)] }),
    });
    await removeFromCart({ skuId: 1, cartId: 10 });
    expect(api.paths()).toEqual(["/api/v2/cart/delete", "/api/v2/cart/search"]);
    expect(await newToasts()).toEqual([]);
    expect(memberView().count).toBe(1);
  });

  it("a refused quantity change shows the message and fetches the cart again", async () => {
    memberCart.set("7", [cartLine(10, 1, 2, { stock: 2 })]);
    const api = fakeApi({
      "/api/v2/cart/add": () => failure(409, "OUT_OF_STOCK", "Only 2 left."),
      "/api/v2/cart/search": () => ok({ jcarts: [cartLine(10, 1, 2, { stock: 2 })] }),
    });
    expect(await setCartQty({ skuId: 1, sku: sku(1, { stock: 10 }) }, 3)).toEqual({ ok: false });
    expect(api.paths()).toEqual(["/api/v2/cart/add", "/api/v2/cart/search"]);
    expect((await newToasts()).map((toast) => toast.kind)).toEqual(["info"]);
  });

  it("a 401 means the session is gone: it ends and the shopper is a visitor again", async () => {
    fakeApi({ "/api/v2/cart/add": () => failure(401, "UNAUTHORIZED", "Log in again.") });
    await addToCart({ product: snapshot(1), sku: sku(1) });
    expect(window.localStorage.getItem("token")).toBeNull();
    expect((await newToasts()).map((toast) => toast.kind)).toEqual(["info"]);
  });
});
