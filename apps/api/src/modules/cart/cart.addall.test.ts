import { cartResponseSchema, MAX_CART_LINES } from "@shop/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartTestFile, member } from "../../../test/testkits/cart.testkit";

const { ctx, client, ADD, ADD_ALL, cartCall, lines } = cartTestFile();

describe("POST /api/v2/cart/addall", () => {
  it("SPEC 4: saves a local cart in one go; a SKU in both takes the local quantity; new lines follow the old", async () => {
    const a = await member(ctx());
    const [kept, both, fresh1, fresh2] = await client.freshSkus(4);
    await cartCall(ADD, a, { skuId: kept, qty: 2 });
    await cartCall(ADD, a, { skuId: both, qty: 7 });
    const res = await client.post(ADD_ALL, a, {
      cartArrayPld: [{ skuId: fresh1, qty: 3 }, { skuId: both, qty: 1 }, { skuId: fresh2 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const cart = cartResponseSchema.parse(res.json().responceObj);
    expect(lines(cart)).toEqual([
      [kept, 2],
      [both, 1],
      [fresh1, 3],
      [fresh2, 1],
    ]);
    expect(cart.skipped).toEqual([]);
  });

  it("skips unknown, inactive and sold-out SKUs (reported in skipped) and lowers a qty above the stock, which the answer's line shows (issue 16: the shop names it)", async () => {
    const a = await member(ctx());
    const [ok, low, soldOut, inactive, many] = await client.freshSkus(5);
    await client.setSku(low!, sql`stock = 3`);
    await client.setSku(soldOut!, sql`stock = 0`);
    await client.setSku(inactive!, sql`is_active = false`);
    await client.setSku(many!, sql`stock = 500`);
    const cart = await cartCall(ADD_ALL, a, {
      cartArrayPld: [
        { skuId: 999_999, qty: 1 },
        { skuId: ok, qty: 2 },
        { skuId: low, qty: 10 },
        { skuId: soldOut, qty: 1 },
        { skuId: inactive, qty: 1 },
        { skuId: many, qty: 250 },
      ],
    });
    expect(lines(cart)).toEqual([
      [ok, 2],
      [low, 3],
      [many, 99],
    ]);
    expect(cart.skipped).toEqual([
      { skuId: 999_999, errorCode: "OUT_OF_STOCK" },
      { skuId: soldOut, errorCode: "OUT_OF_STOCK" },
      { skuId: inactive, errorCode: "OUT_OF_STOCK" },
    ]);
  });

  it("a SKU repeated in the local cart is saved once, with its last quantity", async () => {
    const a = await member(ctx());
    const [skuId] = await client.freshSkus(1);
    const cart = await cartCall(ADD_ALL, a, {
      cartArrayPld: [
        { skuId, qty: 4 },
        { skuId, qty: 2 },
      ],
    });
    expect(lines(cart)).toEqual([[skuId, 2]]);
  });

  it(`stops at ${MAX_CART_LINES} lines: new SKUs beyond are skipped with CONFLICT, SKUs already there still update`, async () => {
    const a = await member(ctx());
    const [inCart, fits, beyond] = await client.freshSkus(3);
    await cartCall(ADD, a, { skuId: inCart, qty: 1 });
    await client.fillCart(a, MAX_CART_LINES - 2, [inCart!, fits!, beyond!]);
    const cart = await cartCall(ADD_ALL, a, {
      cartArrayPld: [
        { skuId: fits, qty: 1 },
        { skuId: beyond, qty: 1 },
        { skuId: inCart, qty: 4 },
      ],
    });
    expect(cart.jcarts).toHaveLength(MAX_CART_LINES);
    expect(cart.jcarts[0]).toMatchObject({ skuId: inCart, qty: 4 });
    expect(cart.jcarts.at(-1)).toMatchObject({ skuId: fits, qty: 1 });
    expect(cart.skipped).toEqual([{ skuId: beyond, errorCode: "CONFLICT" }]);
  });

  it("an empty cartArrayPld changes nothing and answers the cart", async () => {
    const a = await member(ctx());
    const [skuId] = await client.freshSkus(1);
    await cartCall(ADD, a, { skuId });
    expect(await cartCall(ADD_ALL, a, { cartArrayPld: [] })).toMatchObject({ jcarts: [{ skuId }], skipped: [] });
  });
});
