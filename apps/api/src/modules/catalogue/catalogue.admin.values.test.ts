import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileTestContext } from "../../../test/support/test-app";
import { adminProductsKit, asUpdate, errorOf } from "../../../test/testkits/admin-products.testkit";
import type { Headers } from "../../../test/testkits/checkout.testkit";

/** Issue 13 "Products" and "Rules and bad input": bad values, duplicates, the list's filters, price changes. */
const ctx = fileTestContext();
const kit = adminProductsKit(ctx);
let manager: Headers;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
});

const totals = async () => Promise.all([kit.count("products"), kit.count("skus"), kit.count("audit_log")]);

describe("bad values: VALIDATION_FAILED naming the field, nothing written", () => {
  type Input = Awaited<ReturnType<typeof kit.input>>;
  const sku0 = (input: Input, change: Record<string, unknown>) => ({
    ...input,
    skus: [{ ...input.skus[0]!, ...change }, input.skus[1]!],
  });
  it.each<[string, (input: Input) => unknown, string]>([
    ["a price of -1", (i) => sku0(i, { price: -1 }), "skus.0.price"],
    ["a price of 20,000,001 fils", (i) => sku0(i, { price: 20_000_001 }), "skus.0.price"],
    ["a price in fractions of a fils", (i) => sku0(i, { price: 100.5 }), "skus.0.price"],
    ["a discount of 101 %", (i) => sku0(i, { discount: 101 }), "skus.0.discount"],
    ["a NUL in the English name", (i) => ({ ...i, name: { en: "Bad\u0000Name" } }), "name.en"],
    [
      "a lone surrogate in the Arabic description",
      (i) => ({ ...i, description: { en: "x", ar: "\ud800" } }),
      "description.ar",
    ],
    ["an empty English name", (i) => ({ ...i, name: { en: "  " } }), "name.en"],
    ["an unknown category", (i) => ({ ...i, categoryId: 2_000_000 }), "categoryId"],
    ["an unknown status", (i) => ({ ...i, status: "deleted" }), "status"],
    ["the same SKU code twice", (i) => sku0(i, { code: i.skus[1]!.code }), "skus"],
  ])("%s", async (_, change, field) => {
    const before = await totals();
    const res = await kit.call("create", manager, change(await kit.input("Bad")));
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toMatchObject({ errorCode: "VALIDATION_FAILED", field });
    expect(await totals()).toEqual(before);
  });

  it("a SKU code of another product, on update too, and nothing of the save is written", async () => {
    const other = await kit.saved("create", manager, await kit.input("Owner"));
    const mine = await kit.saved("create", manager, await kit.input("Mine"));
    const before = await totals();
    const body = asUpdate(mine, { tags: ["changed"] });
    body.skus[1] = { ...body.skus[1]!, code: other.skus[0]!.code };
    const res = await kit.call("update", manager, body);
    expect(errorOf(res)).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "skus.1.code" });
    expect(await totals()).toEqual(before);
    expect(await kit.saved("detail", manager, { id: mine.id })).toEqual(mine);
  });
});

describe("POST /api/v1/admin/products/duplicate", () => {
  it("makes a draft copy named (copy) with a new slug, SKU codes suffixed -COPY then -COPY2, and no stock", async () => {
    const source = await kit.saved("create", manager, await kit.input("Dup", { status: "active" }));
    await kit.setStock(source.skus[0]!.skuId, 7);
    const copy = await kit.saved("duplicate", manager, { id: source.id, version: source.version });
    expect(copy).toMatchObject({ status: "draft", slug: "dup-palm-copy", version: 1 });
    expect(copy.name).toEqual({ en: "Dup Palm (copy)", ar: source.name.ar });
    expect(copy.skus.map((s) => [s.code, s.price, s.stock])).toEqual(
      source.skus.map((s) => [`${s.code}-COPY`, s.price, 0]),
    );
    const again = await kit.saved("duplicate", manager, { id: source.id, version: source.version });
    expect(again.slug).toBe("dup-palm-copy-2");
    expect(again.skus.map((s) => s.code)).toEqual(source.skus.map((s) => `${s.code}-COPY2`));
    expect((await kit.page(copy.slug)).status).toBe(404);
  });
});

describe("POST /api/v1/admin/products/search", () => {
  it("filters by text, SKU code, status, stock state and sale; sorts and pages", async () => {
    const a = await kit.saved("create", manager, await kit.input("Listy", { status: "active" }));
    const b = await kit.saved("create", manager, await kit.input("Listy"));
    await kit.setStock(a.skus[0]!.skuId, 50);
    await kit.setStock(a.skus[1]!.skuId, 2);
    const ids = async (filter: Record<string, unknown>) =>
      (await kit.list(manager, { q: "listy", ...filter })).rows.map((r) => r.id);
    expect(await ids({})).toEqual([b.id, a.id]);
    expect(await ids({ status: "draft" })).toEqual([b.id]);
    expect(await ids({ stock: "low" })).toEqual([a.id]);
    expect(await ids({ stock: "out" })).toEqual([b.id]);
    expect(await ids({ onSale: true })).toEqual([b.id, a.id]);
    expect(await ids({ sort: "stock", dir: "desc" })).toEqual([a.id, b.id]);
    expect(await ids({ q: a.skus[1]!.code })).toEqual([a.id]);
    const page = await kit.list(manager, { q: "listy", limit: 1, from: 1 });
    expect(page).toMatchObject({ totalCount: 2, rows: [{ id: a.id }] });
    expect(await kit.list(manager, { q: "listy", from: 3 })).toEqual({ rows: [], totalCount: 2 });
    expect(page.rows[0]).toMatchObject({
      name: "Listy Palm",
      status: "active",
      minPrice: 12_500,
      maxPrice: 21_600,
      maxDiscount: 10,
      totalStock: 52,
      skuCount: 2,
      lowStock: true,
      imageUrl: null,
    });
  });
});

describe("a price change", () => {
  it("never alters an order already placed; the cart shows the new price; checkout answers PRICE_CHANGED", async () => {
    const product = await kit.saved("create", manager, await kit.input("Pricey", { status: "active" }));
    const skuId = product.skus[0]!.skuId;
    await kit.setStock(skuId, 10);
    const lines = [{ skuId, qty: 1 }];
    const quote = await kit.quote({ lines, emirate: "dubai", paymentMethod: "cod" });
    expect(quote.statusCode, quote.body).toBe(200);
    const { total } = quote.json().responceObj;
    const placed = await kit.placeOrder(kit.guestOrder({ lines, expectedTotal: total }));
    expect(placed.statusCode, placed.body).toBe(200);
    const shopper = await kit.member();
    await kit.post("/api/v2/cart/add", { skuId, qty: 1 }, shopper.headers);

    const body = asUpdate(product);
    body.skus[0] = { ...body.skus[0]!, price: 15_000 };
    await kit.saved("update", manager, body);

    const orderLines = await kit.rows<{ price: number }>(
      sql`select unit_price_fils as price from order_lines where sku_id = ${skuId}`,
    );
    expect(orderLines).toEqual([{ price: 12_500 }]);
    const cart = (await kit.post("/api/v2/cart/search", {}, shopper.headers)).json().responceObj.jcarts;
    expect(cart[0].sku.price).toBe(15_000);
    const again = await kit.placeOrder(kit.guestOrder({ lines, expectedTotal: total }));
    expect(errorOf(again)).toMatchObject({ errorCode: "PRICE_CHANGED", field: "expectedTotal" });
  });
});
