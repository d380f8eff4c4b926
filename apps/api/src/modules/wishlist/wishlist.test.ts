import { MAX_WISHLIST_LINES, type WishlistResponse, wishlistResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { fileTestContext } from "../../../test/support/test-app";
import { expectNoLongerAvailable, type Member, member, memberClient } from "../../../test/testkits/cart.testkit";

const ctx = fileTestContext();
const client = memberClient(ctx);
const ADD = "/api/v2/wishlist/add";
const DELETE = "/api/v2/wishlist/delete";
const SEARCH = "/api/v2/wishlist/search";
const ADD_ALL = "/api/v2/wishlist/addall";

async function call(url: string, who: Member, requestPayload?: unknown): Promise<WishlistResponse> {
  return successOf(await client.post(url, who, requestPayload), wishlistResponseSchema);
}
const search = (who: Member) => call(SEARCH, who, {});
const skuIds = (list: WishlistResponse) => list.jWishLists.map((l) => l.skuId);

async function fillWishlist(who: Member, n: number, except: readonly number[]) {
  await client.rows(sql`insert into wishlist_items (user_id, sku_id)
    select ${who.id}::int, id from skus where id <> all(${`{${except.join(",")}}`}::int[]) order by id limit ${n}`);
}

describe("POST /api/v2/wishlist/add", () => {
  it("answers the whole list {jWishLists: [{wishListId, skuId, product, sku}]}, oldest first", async () => {
    const a = await member(ctx());
    const [first, second] = await client.freshSkus(2);
    await call(ADD, a, { skuId: first });
    const list = await call(ADD, a, { skuId: second });
    expect(skuIds(list)).toEqual([first, second]);
    const db = await client.sku(first!);
    expect(list.jWishLists[0]).toMatchObject({ skuId: first, sku: { skuId: first, price: db.price, stock: db.stock } });
    expect(list.jWishLists[0]!.product.productId).toBe(db.productId);
    expect(list.jWishLists[0]!.wishListId).toBeGreaterThan(0);
  });

  it("SPEC 4: adding a SKU already in the wish list is ignored, without an error", async () => {
    const a = await member(ctx());
    const [skuId, other] = await client.freshSkus(2);
    const before = await call(ADD, a, { skuId });
    await call(ADD, a, { skuId: other });
    const after = await call(ADD, a, { skuId });
    expect(skuIds(after)).toEqual([skuId, other]);
    expect(after.jWishLists[0]!.wishListId).toBe(before.jWishLists[0]!.wishListId);
  });

  it("takes a sold-out SKU; refuses an unknown or withdrawn one with NOT_FOUND on field skuId", async () => {
    const a = await member(ctx());
    const [soldOut] = await client.freshSkus(1);
    await client.setSku(soldOut!, sql`stock = 0`);
    expect((await call(ADD, a, { skuId: soldOut })).jWishLists[0]!.sku.stock).toBe(0);
    for (const skuId of await client.goneSkus()) {
      expectNoLongerAvailable(await client.post(ADD, a, { skuId }), 404, "NOT_FOUND", skuId);
    }
    expect(skuIds(await search(a))).toEqual([soldOut]);
  });

  it(`holds at most ${MAX_WISHLIST_LINES} SKUs: one more is refused with CONFLICT, one already there is still ignored`, async () => {
    const a = await member(ctx());
    const [inList, extra] = await client.freshSkus(2);
    await call(ADD, a, { skuId: inList });
    await fillWishlist(a, MAX_WISHLIST_LINES - 1, [inList!, extra!]);
    const res = await client.post(ADD, a, { skuId: extra });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorList).toEqual([expect.objectContaining({ errorCode: "CONFLICT", field: "skuId" })]);
    expect((await call(ADD, a, { skuId: inList })).jWishLists).toHaveLength(MAX_WISHLIST_LINES);
  });

  it("answers VALIDATION_FAILED with one entry per field for bad input", async () => {
    const a = await member(ctx());
    for (const [url, requestPayload, fields] of [
      [ADD, { skuId: "x" }, ["skuId"]],
      [ADD, {}, ["skuId"]],
      [ADD, undefined, ["requestPayload"]],
      [DELETE, { wishListId: -1 }, ["wishListId"]],
      [
        ADD_ALL,
        { wishListArrayPld: [{ skuId: 0 }, { skuId: "y" }] },
        ["wishListArrayPld.0.skuId", "wishListArrayPld.1.skuId"],
      ],
    ] as const) {
      const res = await client.post(url, a, requestPayload);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      const errors = res.json().errorList as Array<{ errorCode: string; field: string }>;
      expect(errors.map((e) => e.errorCode)).toEqual(fields.map(() => "VALIDATION_FAILED"));
      expect(errors.map((e) => e.field).sort()).toEqual(fields);
    }
    const empty = await ctx().app.inject({ method: "POST", url: ADD, headers: a.headers });
    expect(empty.json().errorList).toEqual([
      expect.objectContaining({ errorCode: "VALIDATION_FAILED", field: "body" }),
    ]);
  });
});

describe("POST /api/v2/wishlist/search and delete", () => {
  it("SPEC 7: search answers an empty body; keeps a withdrawn SKU's line with sku.stock 0", async () => {
    const a = await member(ctx());
    const [kept, withdrawn] = await client.freshSkus(2);
    await call(ADD, a, { skuId: kept });
    await call(ADD, a, { skuId: withdrawn });
    await client.setSku(withdrawn!, sql`is_active = false`);
    const res = await ctx().app.inject({ method: "POST", url: SEARCH, headers: a.headers });
    expect(res.statusCode, res.body).toBe(200);
    const list = wishlistResponseSchema.parse(res.json().responceObj);
    expect(skuIds(list)).toEqual([kept, withdrawn]);
    expect(list.jWishLists[1]!.sku.stock).toBe(0);
  });

  it("delete removes the caller's own line; an unknown wishListId is NOT_FOUND", async () => {
    const a = await member(ctx());
    const [first, second] = await client.freshSkus(2);
    await call(ADD, a, { skuId: first });
    const list = await call(ADD, a, { skuId: second });
    expect(skuIds(await call(DELETE, a, { wishListId: list.jWishLists[0]!.wishListId }))).toEqual([second]);
    const res = await client.post(DELETE, a, { wishListId: list.jWishLists[0]!.wishListId });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorList).toEqual([expect.objectContaining({ errorCode: "NOT_FOUND", field: "wishListId" })]);
  });
});

describe("ownership: the member is the token's subject, nothing else", () => {
  it("member B deleting A's wishListId gets NOT_FOUND and A's list is unchanged; B never sees A's lines", async () => {
    const [a, b] = [await member(ctx(), "a"), await member(ctx(), "b")];
    const [skuId] = await client.freshSkus(1);
    const list = await call(ADD, a, { skuId });
    const res = await client.post(DELETE, b, { wishListId: list.jWishLists[0]!.wishListId });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorList[0].errorCode).toBe("NOT_FOUND");
    expect((await search(b)).jWishLists).toEqual([]);
    expect(skuIds(await search(a))).toEqual([skuId]);
  });

  it("a tokenPayload naming another user changes nothing", async () => {
    const [a, b] = [await member(ctx(), "a"), await member(ctx(), "b")];
    const [skuA, skuB] = await client.freshSkus(2);
    await call(ADD, a, { skuId: skuA });
    const res = await client.post(ADD, b, { skuId: skuB }, { userName: a.email, role: "ROLE_ADMIN" });
    expect(res.json().responceObj.jWishLists.map((l: { skuId: number }) => l.skuId)).toEqual([skuB]);
    expect(skuIds(await search(a))).toEqual([skuA]);
  });

  it("SPEC 7: without a valid token every wish-list route answers 401 UNAUTHORIZED in the error shape", async () => {
    for (const url of [ADD, DELETE, SEARCH, ADD_ALL]) {
      for (const headers of [{}, { authorization: "Bearer abc" }, { authorization: "Bearer a.b.c" }]) {
        const res = await ctx().app.inject({
          method: "POST",
          url,
          headers,
          payload: { payload: { requestId: "", requestPayload: { skuId: 1 }, tokenPayload: {} } },
        });
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toMatchObject({ status: "FAILURE", errorList: [{ errorCode: "UNAUTHORIZED" }] });
      }
    }
  });
});

describe("POST /api/v2/wishlist/addall", () => {
  it("SPEC 4: saves a local wish list in one go, keeping lines already there; skips unknown and withdrawn SKUs", async () => {
    const a = await member(ctx());
    const [kept, fresh, soldOut, inactive] = await client.freshSkus(4);
    await client.setSku(soldOut!, sql`stock = 0`);
    await client.setSku(inactive!, sql`is_active = false`);
    const before = await call(ADD, a, { skuId: kept });
    const list = await call(ADD_ALL, a, {
      wishListArrayPld: [
        { skuId: fresh },
        { skuId: 999_999 },
        { skuId: kept },
        { skuId: soldOut },
        { skuId: inactive },
        { skuId: fresh },
      ],
    });
    expect(skuIds(list)).toEqual([kept, fresh, soldOut]);
    expect(list.jWishLists[0]!.wishListId).toBe(before.jWishLists[0]!.wishListId);
    expect(list.skipped).toEqual([
      { skuId: 999_999, errorCode: "NOT_FOUND" },
      { skuId: inactive, errorCode: "NOT_FOUND" },
    ]);
  });

  it(`stops at ${MAX_WISHLIST_LINES} lines: new SKUs beyond are skipped with CONFLICT`, async () => {
    const a = await member(ctx());
    const [fits, beyond] = await client.freshSkus(2);
    await fillWishlist(a, MAX_WISHLIST_LINES - 1, [fits!, beyond!]);
    const list = await call(ADD_ALL, a, { wishListArrayPld: [{ skuId: fits }, { skuId: beyond }] });
    expect(list.jWishLists).toHaveLength(MAX_WISHLIST_LINES);
    expect(list.skipped).toEqual([{ skuId: beyond, errorCode: "CONFLICT" }]);
  });

  it("concurrent adds of the same SKU never fail and leave one line", async () => {
    const a = await member(ctx());
    const [skuId, other] = await client.freshSkus(2);
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () => client.post(ADD, a, { skuId })),
      client.post(ADD_ALL, a, { wishListArrayPld: [{ skuId }, { skuId: other }] }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    expect(skuIds(await search(a)).sort()).toEqual([skuId, other].sort());
  });
});
