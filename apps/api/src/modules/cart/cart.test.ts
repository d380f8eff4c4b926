import { cartResponseSchema, MAX_CART_LINES } from "@shop/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartTestFile, expectNoLongerAvailable, member } from "../../../test/testkits/cart.testkit";

const { ctx, client, ADD, ADD_ALL, DELETE, SEARCH, cartCall, lines, search } = cartTestFile();

describe("POST /api/v2/cart/add", () => {
  it("SPEC 5: a missing qty becomes 1; answers the whole cart with the product and the server's SKU", async () => {
    const a = await member(ctx());
    const [skuId] = await client.freshSkus(1);
    const cart = await cartCall(ADD, a, { skuId });
    expect(cart.jcarts).toHaveLength(1);
    const [line] = cart.jcarts;
    const db = await client.sku(skuId!);
    expect(line).toMatchObject({
      skuId,
      qty: 1,
      sku: { skuId, price: db.price, discount: db.discount, stock: db.stock },
    });
    expect(line!.cartId).toBeGreaterThan(0);
    // The line's product is what the line shows (decision 0023): no description, care or other SKUs.
    expect(Object.keys(line!.product).sort()).toEqual(["category", "images", "name", "productId", "slug"]);
    expect(line!.product.productId).toBe(db.productId);
    expect(line!.product.images.length).toBeLessThanOrEqual(1);
    expect(cart).not.toHaveProperty("skipped");
  });

  it("SPEC 4: adding a SKU already in the cart replaces its quantity and keeps its place (oldest line first)", async () => {
    const a = await member(ctx());
    const [first, second] = await client.freshSkus(2);
    const before = await cartCall(ADD, a, { skuId: first, qty: 2 });
    await cartCall(ADD, a, { skuId: second, qty: 1 });
    const after = await cartCall(ADD, a, { skuId: first, qty: 5 });
    expect(lines(after)).toEqual([
      [first, 5],
      [second, 1],
    ]);
    expect(after.jcarts[0]!.cartId).toBe(before.jcarts[0]!.cartId);
    expect(lines(await search(a))).toEqual(lines(after));
  });

  it("adding a SKU again with the same quantity writes nothing", async () => {
    const a = await member(ctx());
    const [skuId] = await client.freshSkus(1);
    const { cartId } = (await cartCall(ADD, a, { skuId, qty: 2 })).jcarts[0]!;
    const stamp = async () =>
      (await client.rows<{ t: string }>(sql`select updated_at::text as t from cart_items where id = ${cartId}`))[0]!.t;
    const before = await stamp();
    expect(lines(await cartCall(ADD, a, { skuId, qty: 2 }))).toEqual([[skuId, 2]]);
    expect(await stamp()).toBe(before);
    expect(lines(await cartCall(ADD, a, { skuId, qty: 3 }))).toEqual([[skuId, 3]]);
    expect(await stamp()).not.toBe(before);
  });

  it("ignores any price the client sends: the line carries the server's price and discount", async () => {
    const a = await member(ctx());
    const [skuId] = await client.freshSkus(1);
    const cart = await cartCall(ADD, a, { skuId, qty: 1, price: 1, discount: 99, sku: { price: 1, discount: 99 } });
    const db = await client.sku(skuId!);
    expect(cart.jcarts[0]!.sku).toMatchObject({ price: db.price, discount: db.discount });
  });

  it("issue 16: refuses a qty above the stock (never cuts it) with OUT_OF_STOCK on field qty, 'Only 3 left', and the available quantity", async () => {
    const a = await member(ctx());
    const [skuId] = await client.freshSkus(1);
    await client.setSku(skuId!, sql`stock = 3`);
    const res = await client.post(ADD, a, { skuId, qty: 4 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: "FAILURE",
      errorList: [
        { errorCode: "OUT_OF_STOCK", errorDesc: "Only 3 left.", suggesstion: "Choose 3 or fewer.", field: "qty" },
      ],
      unavailable: [{ skuId, name: null, requested: 4, available: 3 }],
    });
    expect((await search(a)).jcarts).toEqual([]);
    expect(lines(await cartCall(ADD, a, { skuId, qty: 3 }))).toEqual([[skuId, 3]]);
  });

  it("refuses a sold-out SKU with OUT_OF_STOCK on field skuId", async () => {
    const a = await member(ctx());
    const [skuId] = await client.freshSkus(1);
    await client.setSku(skuId!, sql`stock = 0`);
    const res = await client.post(ADD, a, { skuId });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorList).toEqual([expect.objectContaining({ errorCode: "OUT_OF_STOCK", field: "skuId" })]);
    expect(res.json().errorList[0].errorDesc).toMatch(/sold out/);
  });

  it("refuses an unknown SKU, an inactive SKU and a SKU of an unlisted product: 'This item is no longer available'", async () => {
    const a = await member(ctx());
    for (const skuId of await client.goneSkus()) {
      expectNoLongerAvailable(await client.post(ADD, a, { skuId, qty: 1 }), 409, "OUT_OF_STOCK", skuId);
    }
    expect((await search(a)).jcarts).toEqual([]);
  });

  it(`holds at most ${MAX_CART_LINES} different SKUs: one more is refused with CONFLICT, an existing one still updates`, async () => {
    const a = await member(ctx());
    const [inCart, extra] = await client.freshSkus(2);
    await cartCall(ADD, a, { skuId: inCart, qty: 1 });
    await client.fillCart(a, MAX_CART_LINES - 1, [inCart!, extra!]);
    const res = await client.post(ADD, a, { skuId: extra, qty: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorList).toEqual([
      expect.objectContaining({
        errorCode: "CONFLICT",
        errorDesc: "Your cart can hold up to 100 different items.",
        field: "skuId",
      }),
    ]);
    const cart = await cartCall(ADD, a, { skuId: inCart, qty: 2 });
    expect(cart.jcarts).toHaveLength(MAX_CART_LINES);
    expect(cart.jcarts[0]).toMatchObject({ skuId: inCart, qty: 2 });
    expect(cart.jcarts.some((l) => l.skuId === extra)).toBe(false);
  });

  it("answers products in the request's language: requestPayload.lang, else the lang cookie", async () => {
    const a = await member(ctx());
    const [skuId] = await client.freshSkus(1);
    const en = (await cartCall(ADD, a, { skuId })).jcarts[0]!.product;
    const fr = (await cartCall(ADD, a, { skuId, lang: "fr" })).jcarts[0]!.product;
    const [translation] = await client.rows<{ name: string }>(
      sql`select name from product_translations where product_id = ${en.productId} and locale = 'fr'`,
    );
    const name = translation!.name;
    expect(fr.name).toBe(name);
    expect(fr.name).not.toBe(en.name);
    const res = await ctx().app.inject({
      method: "POST",
      url: SEARCH,
      headers: { ...a.headers, cookie: "lang=fr" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().responceObj.jcarts[0].product.name).toBe(name);
  });
});

describe("bad input", () => {
  it("answers VALIDATION_FAILED with one entry per field: qty 0, qty 100, skuId 'x', missing body", async () => {
    const a = await member(ctx());
    const cases: Array<[unknown, string[]]> = [
      [{ skuId: 1, qty: 0 }, ["qty"]],
      [{ skuId: 1, qty: 100 }, ["qty"]],
      [{ skuId: "x", qty: 1 }, ["skuId"]],
      [{ skuId: "x", qty: 0 }, ["qty", "skuId"]],
      [{ qty: 1 }, ["skuId"]],
      [undefined, ["requestPayload"]],
    ];
    for (const [requestPayload, fields] of cases) {
      const res = await client.post(ADD, a, requestPayload);
      expect(res.statusCode, JSON.stringify(requestPayload)).toBe(400);
      const errors = res.json().errorList as Array<{ errorCode: string; field: string }>;
      expect(errors.map((e) => e.errorCode)).toEqual(fields.map(() => "VALIDATION_FAILED"));
      expect(errors.map((e) => e.field).sort(), JSON.stringify(requestPayload)).toEqual(fields);
    }
    for (const body of [undefined, ""]) {
      const res = await ctx().app.inject({
        method: "POST",
        url: ADD,
        headers: { ...a.headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorList).toEqual([
        expect.objectContaining({ errorCode: "VALIDATION_FAILED", field: "body" }),
      ]);
    }
    for (const [url, requestPayload, field] of [
      [DELETE, { cartId: "x" }, "cartId"],
      [DELETE, { cartId: 0 }, "cartId"],
      [ADD_ALL, { cartArrayPld: [{ skuId: "x" }] }, "cartArrayPld.0.skuId"],
      [ADD_ALL, {}, "cartArrayPld"],
      [SEARCH, { lang: "de" }, "lang"],
    ] as const) {
      const res = await client.post(url, a, requestPayload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errorList).toEqual([expect.objectContaining({ errorCode: "VALIDATION_FAILED", field })]);
    }
  });
});

describe("POST /api/v2/cart/search", () => {
  it("SPEC 7: answers an empty body, no requestPayload, or an empty one, with {jcarts}", async () => {
    const a = await member(ctx());
    const [skuId] = await client.freshSkus(1);
    await cartCall(ADD, a, { skuId, qty: 2 });
    const bodies: Array<Record<string, unknown>> = [
      {},
      { headers: { "content-type": "application/json" }, body: "" },
      { payload: {} },
      { payload: { payload: {} } },
      { payload: { payload: { requestId: "", tokenPayload: {} } } },
      { payload: { payload: { requestId: "", requestPayload: null, tokenPayload: {} } } },
      { payload: { payload: { requestId: "", requestPayload: {}, tokenPayload: {} } } },
    ];
    for (const extra of bodies) {
      const { headers = {}, ...rest } = extra as { headers?: Record<string, string> };
      const res = await ctx().app.inject({
        method: "POST",
        url: SEARCH,
        ...rest,
        headers: { ...a.headers, ...headers },
      });
      expect(res.statusCode, `${JSON.stringify(extra)} ${res.body}`).toBe(200);
      expect(lines(cartResponseSchema.parse(res.json().responceObj))).toEqual([[skuId, 2]]);
    }
  });

  it("keeps a line whose SKU can no longer be bought, with sku.stock 0, and shows the live stock of the others", async () => {
    const a = await member(ctx());
    const [withdrawn, hidden, low] = await client.freshSkus(3);
    for (const skuId of [withdrawn, hidden, low]) await cartCall(ADD, a, { skuId, qty: 2 });
    await client.setSku(withdrawn!, sql`is_active = false`);
    await client.rows(sql`update products set is_active = false where id = ${(await client.sku(hidden!)).productId}`);
    await client.setSku(low!, sql`stock = 1, price_fils = 4321`);
    const cart = await search(a);
    expect(lines(cart)).toEqual([
      [withdrawn, 2],
      [hidden, 2],
      [low, 2],
    ]);
    expect(cart.jcarts.map((l) => l.sku.stock)).toEqual([0, 0, 1]);
    expect(cart.jcarts[2]!.sku.price).toBe(4321);
    expect(cart.jcarts[1]!.product.productId).toBe((await client.sku(hidden!)).productId);
  });
});

describe("POST /api/v2/cart/delete", () => {
  it("removes one of the caller's own lines and answers the rest", async () => {
    const a = await member(ctx());
    const [first, second] = await client.freshSkus(2);
    await cartCall(ADD, a, { skuId: first });
    const cart = await cartCall(ADD, a, { skuId: second });
    const after = await cartCall(DELETE, a, { cartId: cart.jcarts[0]!.cartId });
    expect(lines(after)).toEqual([[second, 1]]);
  });

  it("answers NOT_FOUND for an unknown cartId and for one already deleted", async () => {
    const a = await member(ctx());
    const [skuId] = await client.freshSkus(1);
    const { cartId } = (await cartCall(ADD, a, { skuId })).jcarts[0]!;
    await cartCall(DELETE, a, { cartId });
    for (const id of [cartId, 2_000_000_000]) {
      const res = await client.post(DELETE, a, { cartId: id });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorList).toEqual([expect.objectContaining({ errorCode: "NOT_FOUND", field: "cartId" })]);
    }
  });
});

describe("OpenAPI", () => {
  it("documents every cart and wish-list call with its request schema and the bearer token", async () => {
    const res = await ctx().app.inject({ url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const { paths } = res.json();
    for (const area of ["cart", "wishlist"]) {
      for (const call of ["add", "delete", "search", "addall"]) {
        const op = paths[`/api/v2/${area}/${call}`]?.post;
        expect(op, `${area}/${call}`).toBeDefined();
        expect(op.security).toEqual([{ bearerAuth: [] }]);
        expect(op.requestBody, `${area}/${call}`).toBeDefined();
      }
    }
  });
});
