import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notifyErrors, notifyInfo } from "../../shell/notify/notify";
import { addToCart, removeFromCart, setCartQty } from "./cart-actions";
import { CART_CHANGE_EVENT, CART_KEY } from "./cart-count";
import { cartLine, failure, fakeApi, fakeWindow, logIn, ok, sku, snapshot } from "./cart-test-kit";
import { readLocalCart } from "./local-cart";
import { memberCart } from "./member-cart";
import { cartView } from "./use-cart";

vi.mock("../../shell/notify/notify", () => ({ notifyInfo: vi.fn(), notifySuccess: vi.fn(), notifyErrors: vi.fn() }));

beforeEach(() => {
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

  it("SPEC 2: the count is the number of lines, not the number of items", async () => {
    await addToCart({ product: snapshot(1), sku: sku(1), qty: 7 });
    await addToCart({ product: snapshot(2), sku: sku(2), qty: 3 });
    expect(view()).toMatchObject({ mode: "visitor", status: "ready", count: 2 });
  });

  it("a line holds at most 99; the stepper and remove change the local cart and tell the page", async () => {
    const changed = vi.fn();
    window.addEventListener(CART_CHANGE_EVENT, changed);
    await addToCart({ product: snapshot(1), sku: sku(1, { stock: 500 }), qty: 250 });
    expect(readLocalCart()[0]?.qty).toBe(99);
    await setCartQty({ skuId: 1 }, 4);
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
    expect(memberView()).toMatchObject({ mode: "member", status: "ready", count: 1 });
    expect(memberView().lines[0]).toMatchObject({ cartId: 10, skuId: 1, qty: 3 });
  });

  it("SPEC 8: OUT_OF_STOCK shows the server's message as an info toast and changes nothing", async () => {
    memberCart.set("7", [cartLine(10, 2, 1)]);
    fakeApi({ "/api/v2/cart/add": () => failure(409, "OUT_OF_STOCK", "Only 3 left.", "Choose 3 or fewer.") });
    expect(await addToCart({ product: snapshot(1), sku: sku(1), qty: 5 })).toEqual({ ok: false });
    expect(notifyErrors).toHaveBeenCalledWith([
      { errorCode: "OUT_OF_STOCK", errorDesc: "Only 3 left.", suggesstion: "Choose 3 or fewer." },
    ]);
    expect(memberView().count).toBe(1);
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
    expect(notifyErrors).not.toHaveBeenCalled();
    expect(notifyInfo).not.toHaveBeenCalled();
    expect(memberView().count).toBe(1);
  });

  it("a refused quantity change shows the message and fetches the cart again", async () => {
    memberCart.set("7", [cartLine(10, 1, 2, { stock: 2 })]);
    const api = fakeApi({
      "/api/v2/cart/add": () => failure(409, "OUT_OF_STOCK", "Only 2 left."),
      "/api/v2/cart/search": () => ok({ jcarts: [cartLine(10, 1, 2, { stock: 2 })] }),
    });
    expect(await setCartQty({ skuId: 1 }, 3)).toBe(false);
    expect(api.paths()).toEqual(["/api/v2/cart/add", "/api/v2/cart/search"]);
    expect(notifyErrors).toHaveBeenCalledTimes(1);
  });

  it("a 401 means the session is gone: it ends and the shopper is a visitor again", async () => {
    fakeApi({ "/api/v2/cart/add": () => failure(401, "UNAUTHORIZED", "Log in again.") });
    await addToCart({ product: snapshot(1), sku: sku(1) });
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(notifyInfo).toHaveBeenCalledTimes(1);
  });
});
