import { cartResponseSchema, MAX_CART_LINES } from "@shop/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TestContext } from "../../../test/support/test-app";
import { cartTestFile, member } from "../../../test/testkits/cart.testkit";
import { rowsOf } from "../../lib/rows";
import { lockCart } from "./cart.repo";

const { ctx, client, ADD, ADD_ALL, DELETE, SEARCH, cartCall, lines, search } = cartTestFile();

describe("ownership: the member is the token's subject, nothing else", () => {
  it("member B deleting A's cartId gets NOT_FOUND and A's lines are unchanged", async () => {
    const [a, b] = [await member(ctx(), "a"), await member(ctx(), "b")];
    const [skuId] = await client.freshSkus(1);
    const cart = await cartCall(ADD, a, { skuId, qty: 3 });
    const res = await client.post(DELETE, b, { cartId: cart.jcarts[0]!.cartId });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorList[0].errorCode).toBe("NOT_FOUND");
    expect(lines(await search(a))).toEqual([[skuId, 3]]);
  });

  it("B's search and B's answers never show A's lines", async () => {
    const [a, b] = [await member(ctx(), "a"), await member(ctx(), "b")];
    const [mine, theirs] = await client.freshSkus(2);
    await cartCall(ADD, a, { skuId: theirs });
    expect((await search(b)).jcarts).toEqual([]);
    expect(lines(await cartCall(ADD, b, { skuId: mine }))).toEqual([[mine, 1]]);
    expect(lines(await search(a))).toEqual([[theirs, 1]]);
  });

  it("a tokenPayload naming another user (or an admin role) changes nothing", async () => {
    const [a, b] = [await member(ctx(), "a"), await member(ctx(), "b")];
    const [skuA, skuB] = await client.freshSkus(2);
    await cartCall(ADD, a, { skuId: skuA });
    const spoof = { userName: a.email, role: "ROLE_SUPER_ADMIN" };
    const added = await client.post(ADD, b, { skuId: skuB }, spoof);
    expect(lines(cartResponseSchema.parse(added.json().responceObj))).toEqual([[skuB, 1]]);
    const seen = await client.post(SEARCH, b, {}, spoof);
    expect(lines(cartResponseSchema.parse(seen.json().responceObj))).toEqual([[skuB, 1]]);
    expect(lines(await search(a))).toEqual([[skuA, 1]]);
  });

  it("SPEC 7: without a valid token every cart route answers 401 UNAUTHORIZED in the error shape, whatever the body", async () => {
    const a = await member(ctx());
    const [, , signature] = a.headers.authorization.split(".");
    const forged = a.headers.authorization.replace(signature!, `${signature!.slice(0, -4)}AAAA`);
    const [skuId] = await client.freshSkus(1);
    for (const url of [ADD, DELETE, SEARCH, ADD_ALL]) {
      for (const headers of [{}, { authorization: "Bearer abc" }, { authorization: forged }, { authorization: "x" }]) {
        for (const requestPayload of [{ skuId, cartId: 1, cartArrayPld: [] }, { skuId: "bad" }]) {
          const res = await ctx().app.inject({
            method: "POST",
            url,
            headers,
            payload: { payload: { requestId: "", requestPayload, tokenPayload: { userName: a.email } } },
          });
          expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(401);
          expect(res.json()).toMatchObject({ status: "FAILURE", errorList: [{ errorCode: "UNAUTHORIZED" }] });
        }
      }
    }
    const malformed = await client.post(SEARCH, { ...a, headers: { authorization: "Bearer abc" } }, {});
    expect(malformed.json().errorList[0].errorDesc).toMatch(/^The inspected token doesn't appear to be a JWT/);
    expect((await search(a)).jcarts).toEqual([]);
  });
});

describe("concurrency", () => {
  it("concurrent adds of the same SKU never fail: one line, with one of the quantities", async () => {
    const a = await member(ctx());
    const [skuId] = await client.freshSkus(1);
    const qtys = Array.from({ length: 16 }, (_, i) => (i % 5) + 1);
    const answers = await Promise.all(qtys.map((qty) => client.post(ADD, a, { skuId, qty })));
    expect(answers.map((r) => r.statusCode)).toEqual(qtys.map(() => 200));
    const cart = await search(a);
    expect(cart.jcarts).toHaveLength(1);
    expect(qtys).toContain(cart.jcarts[0]!.qty);
  });

  it("concurrent adds and addalls near the limit never pass it", async () => {
    const a = await member(ctx());
    const extra = await client.freshSkus(8, 5);
    await client.fillCart(a, MAX_CART_LINES - 2, extra);
    const answers = await Promise.all([
      ...extra.slice(0, 6).map((skuId) => client.post(ADD, a, { skuId })),
      client.post(ADD_ALL, a, { cartArrayPld: extra.slice(6).map((skuId) => ({ skuId })) }),
    ]);
    for (const res of answers) expect([200, 409], res.body).toContain(res.statusCode);
    expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect((await search(a)).jcarts).toHaveLength(MAX_CART_LINES);
  });
});

describe("durability (decision 0006)", () => {
  it("a cart write transaction commits asynchronously, and only that transaction", async () => {
    const a = await member(ctx());
    const setting = async (db: TestContext["database"]["db"]) =>
      rowsOf<{ v: string }>(await db.execute(sql`select current_setting('synchronous_commit') as v`))[0]!.v;
    await ctx().database.db.transaction(async (tx) => {
      await lockCart(tx, a.id);
      expect(await setting(tx)).toBe("off");
    });
    expect(await setting(ctx().database.db)).toBe("on");
  });
});
