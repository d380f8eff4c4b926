import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memberCart, readLocalCart } from "../cart";
import { cartLine, fakeApi, fakeWindow, logIn, ok, sku, snapshot, wishLine } from "../cart/cart-test-kit";
import { memberWishlist, readLocalWishlist, WISHLIST_KEY } from "../wishlist-store";
import { wishlistView } from "./use-wishlist";
import { addToWishlist, moveToCart, removeFromWishlist } from "./wishlist-actions";

beforeEach(() => {
  vi.stubGlobal("window", fakeWindow());
  memberCart.reset();
  memberWishlist.reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("the wish list for a visitor", () => {
  it("SPEC 4: adding a SKU already in the wish list is ignored", async () => {
    expect(await addToWishlist({ product: snapshot(1), sku: sku(1) })).toEqual({ ok: true, added: true });
    expect(await addToWishlist({ product: snapshot(1), sku: sku(1) })).toEqual({ ok: true, added: false });
    expect(readLocalWishlist()).toHaveLength(1);
    const view = wishlistView(null, true, window.localStorage.getItem(WISHLIST_KEY), memberWishlist.get());
    expect(view.count).toBe(1);
  });

  it("move to cart adds one, then removes the line from the wish list", async () => {
    await addToWishlist({ product: snapshot(1), sku: sku(1) });
    const [line] = wishlistView(null, true, window.localStorage.getItem(WISHLIST_KEY), memberWishlist.get()).lines;
    expect(await moveToCart(line!)).toEqual({ ok: true, alreadyInCart: false });
    expect(readLocalCart().map((item) => [item.skuId, item.qty])).toEqual([[1, 1]]);
    expect(readLocalWishlist()).toEqual([]);
  });
});

describe("the wish list for a member", () => {
  beforeEach(() => logIn("7"));

  it("adds go to wishlist/add; a SKU already there is not sent again", async () => {
    const api = fakeApi({ "/api/v2/wishlist/add": (p) => ok({ jWishLists: [wishLine(30, Number(p.skuId))] }) });
    expect(await addToWishlist({ product: snapshot(1), sku: sku(1) })).toEqual({ ok: true, added: true });
    expect(await addToWishlist({ product: snapshot(1), sku: sku(1) })).toEqual({ ok: true, added: false });
    expect(api.paths()).toEqual(["/api/v2/wishlist/add"]);
    expect(wishlistView("7", true, null, memberWishlist.get()).count).toBe(1);
  });

  it("move to cart keeps the quantity of a SKU already in the cart, and the list is fetched again", async () => {
    memberCart.set("7", [cartLine(10, 1, 4)]);
    memberWishlist.set("7", [wishLine(30, 1)]);
    const api = fakeApi({
      "/api/v2/wishlist/delete": () => ok({ jWishLists: [] }),
      "/api/v2/wishlist/search": () => ok({ jWishLists: [] }),
    });
    const [line] = wishlistView("7", true, null, memberWishlist.get()).lines;
    expect(await moveToCart(line!)).toEqual({ ok: true, alreadyInCart: true });
    expect(api.paths()).toEqual(["/api/v2/wishlist/delete", "/api/v2/wishlist/search"]);
    expect(memberCart.get().lines[0]?.qty).toBe(4);
  });

  it("remove sends the wishListId and fetches the list again", async () => {
    memberWishlist.set("7", [wishLine(30, 1)]);
    const api = fakeApi({
      "/api/v2/wishlist/delete": () => ok({ jWishLists: [] }),
      "/api/v2/wishlist/search": () => ok({ jWishLists: [] }),
    });
    await removeFromWishlist({ skuId: 1, wishListId: 30 });
    expect(api.calls[0]).toMatchObject({ payload: { wishListId: 30 } });
    expect(memberWishlist.get().lines).toEqual([]);
  });
});
