import { bulkPriceResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { fileTestContext } from "../../../test/support/test-app";
import { adminProductsKit, errorOf } from "../../../test/testkits/admin-products.testkit";
import type { Headers } from "../../../test/testkits/checkout.testkit";

/** Issue 13 "Prices": a bulk change (percent or discount) for a selection or a category, previewed, then applied. */
const ctx = fileTestContext();
const kit = adminProductsKit(ctx);
let manager: Headers;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
});

const call = (action: "preview" | "apply", body: unknown) =>
  kit.post(`/api/v1/admin/products/prices/${action}`, body, manager);
const answer = async (action: "preview" | "apply", body: unknown) =>
  successOf(await call(action, body), bulkPriceResponseSchema);
/** Previews, then applies with the preview's fingerprint. */
const previewedApply = async (body: Record<string, unknown>) =>
  answer("apply", { ...body, fingerprint: (await answer("preview", body)).fingerprint });

const skusOf = (productIds: number[]) =>
  kit.rows<{ skuId: number; price: number; discount: number }>(sql`
    select id as "skuId", price_fils as price, discount_pct as discount from skus
     where product_id = any(${`{${productIds.join(",")}}`}::int[]) order by id`);

const audits = (productId: number) =>
  kit.rows<{ action: string; actorRole: string; before: unknown; after: unknown }>(sql`
    select action, actor_role as "actorRole", before, after from audit_log
     where entity = 'product' and entity_id = ${String(productId)} and action = 'product.prices' order by id`);

/** A new category (under `parentId` when given), answering its id. */
async function category(slug: string, parentId: number | null = null): Promise<number> {
  const [row] = await kit.rows<{ id: number }>(sql`
    insert into categories (slug, parent_id, position, name)
    values (${slug}, ${parentId}, 99, ${JSON.stringify({ en: slug })}::jsonb) returning id`);
  return Number(row!.id);
}

const product = async (word: string, categoryId?: number) =>
  kit.saved("create", manager, await kit.input(word, { status: "active", ...(categoryId ? { categoryId } : {}) }));

describe("POST /api/v1/admin/products/prices/preview and apply", () => {
  it("raises by a percent, rounded to whole fils: the preview's figures are the ones applied, one audit entry per product", async () => {
    const a = await product("Percent");
    const b = await product("Percentb");
    await kit.rows(sql`update skus set price_fils = 1005 where id = ${a.skus[0]!.skuId}`);
    const body = { target: { kind: "products", productIds: [a.id, b.id] }, change: { kind: "percent", percent: -10 } };

    const preview = await answer("preview", body);
    expect(preview.productCount).toBe(2);
    expect(preview.rows.map((r) => [r.code, r.oldPrice, r.newPrice, r.oldDiscount, r.newDiscount])).toEqual([
      [a.skus[0]!.code, 1005, 905, 0, 0],
      [a.skus[1]!.code, 24_000, 21_600, 10, 10],
      [b.skus[0]!.code, 12_500, 11_250, 0, 0],
      [b.skus[1]!.code, 24_000, 21_600, 10, 10],
    ]);
    expect(preview.rows[0]!.productName).toBe("Percent Palm");
    // Nothing is saved by a preview.
    expect((await skusOf([a.id])).map((s) => s.price)).toEqual([1005, 24_000]);

    const applied = await answer("apply", { ...body, fingerprint: preview.fingerprint });
    expect(applied).toEqual(preview);
    expect(await skusOf([a.id, b.id])).toEqual(
      preview.rows.map((r) => ({ skuId: r.skuId, price: r.newPrice, discount: r.newDiscount })),
    );
    const [after] = await kit.rows<{ version: number }>(sql`select version from products where id = ${a.id}`);
    expect(after!.version).toBe(a.version + 1);
    const entries = await audits(a.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorRole: "ROLE_MANAGER",
      before: {
        skus: [
          { code: a.skus[0]!.code, price: 1005, discount: 0 },
          { price: 24_000, discount: 10 },
        ],
      },
      after: {
        change: { kind: "percent", percent: -10 },
        skus: [
          { code: a.skus[0]!.code, price: 905, discount: 0 },
          { price: 21_600, discount: 10 },
        ],
      },
    });
    expect(await audits(b.id)).toHaveLength(1);
    // A save with the version read before the change is refused (issue 13: never a silent overwrite).
    const stale = await kit.call("archive", manager, { id: a.id, version: a.version });
    expect(errorOf(stale)).toMatchObject({ errorCode: "CONFLICT", field: "version" });
  });

  it("sets a discount % on every active SKU of a category and of its sub-categories, not elsewhere", async () => {
    const parent = await category("bulk-parent");
    const child = await category("bulk-child", parent);
    const inParent = await product("Parentplant", parent);
    const inChild = await product("Childplant", child);
    const outside = await product("Outsideplant");
    const body = { target: { kind: "category", categoryId: parent }, change: { kind: "discount", discount: 25 } };

    const preview = await answer("preview", body);
    expect(preview.productCount).toBe(2);
    expect(new Set(preview.rows.map((r) => r.productId))).toEqual(new Set([inParent.id, inChild.id]));
    expect(preview.rows.every((r) => r.newDiscount === 25 && r.newPrice === r.oldPrice)).toBe(true);

    expect(await answer("apply", { ...body, fingerprint: preview.fingerprint })).toEqual(preview);
    expect((await skusOf([inParent.id, inChild.id])).map((s) => s.discount)).toEqual([25, 25, 25, 25]);
    expect((await skusOf([outside.id])).map((s) => s.discount)).toEqual([0, 10]);
    // The storefront's list price follows (min price after discount, kept by the SKU trigger).
    const [row] = await kit.rows<{ minPrice: number }>(
      sql`select min_price as "minPrice" from products where id = ${inChild.id}`,
    );
    expect(row!.minPrice).toBe(9_375);
  });

  it.each([
    ["a price below 1 fils", 1, { kind: "percent", percent: -90 }],
    ["a price above 20,000,000 fils", 4_000_000, { kind: "percent", percent: 500 }],
  ])("refuses a change giving %s with VALIDATION_FAILED on change, and writes nothing", async (_, price, change) => {
    const p = await product(`Range${price}`);
    await kit.rows(sql`update skus set price_fils = ${price} where id = ${p.skus[0]!.skuId}`);
    const before = await skusOf([p.id]);
    const audited = await kit.count("audit_log");
    const body = { target: { kind: "products", productIds: [p.id] }, change, fingerprint: "any" };
    for (const action of ["preview", "apply"] as const) {
      const res = await call(action, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res)).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "change" });
    }
    expect(await skusOf([p.id])).toEqual(before);
    expect(await kit.count("audit_log")).toBe(audited);
  });

  it.each([
    [
      "a percent under -90",
      { target: { kind: "products", productIds: [1] }, change: { kind: "percent", percent: -91 } },
    ],
    [
      "a discount of 101",
      { target: { kind: "products", productIds: [1] }, change: { kind: "discount", discount: 101 } },
    ],
    ["no product", { target: { kind: "products", productIds: [] }, change: { kind: "discount", discount: 5 } }],
    [
      "an unknown product",
      { target: { kind: "products", productIds: [2_000_000_000] }, change: { kind: "discount", discount: 5 } },
    ],
    [
      "an unknown category",
      { target: { kind: "category", categoryId: 2_000_000_000 }, change: { kind: "discount", discount: 5 } },
    ],
  ])("refuses %s with VALIDATION_FAILED", async (_, body) => {
    const res = await call("apply", { ...body, fingerprint: "any" });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).errorCode).toBe("VALIDATION_FAILED");
  });

  it("refuses an apply with CONFLICT when a SKU of the target changed since the preview, and writes nothing", async () => {
    const p = await product("Fingerprint");
    const body = { target: { kind: "products", productIds: [p.id] }, change: { kind: "percent", percent: 10 } };
    const preview = await answer("preview", body);
    // Another member of staff lowers the prices in between (previewed and applied on their side).
    await previewedApply({ ...body, change: { kind: "percent", percent: -50 } });
    const between = await skusOf([p.id]);
    const audited = await kit.count("audit_log");

    const stale = await call("apply", { ...body, fingerprint: preview.fingerprint });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(errorOf(stale)).toMatchObject({ errorCode: "CONFLICT", field: "fingerprint" });
    expect(await skusOf([p.id])).toEqual(between);
    expect(await kit.count("audit_log")).toBe(audited);

    // A discount changed elsewhere counts too; a fresh preview's fingerprint applies.
    const again = await answer("preview", body);
    await kit.rows(sql`update skus set discount_pct = 33 where id = ${p.skus[0]!.skuId}`);
    expect(errorOf(await call("apply", { ...body, fingerprint: again.fingerprint }))).toMatchObject({
      errorCode: "CONFLICT",
    });
    const applied = await previewedApply(body);
    expect(applied.rows[0]).toMatchObject({ oldDiscount: 33, newDiscount: 33 });
  });

  it("never alters an order already placed; a cart shows the new price; checkout answers PRICE_CHANGED", async () => {
    const p = await product("Ordered");
    const skuId = p.skus[0]!.skuId;
    await kit.setStock(skuId, 10);
    const lines = [{ skuId, qty: 1 }];
    const quote = await kit.quote({ lines, emirate: "dubai", paymentMethod: "cod" });
    expect(quote.statusCode, quote.body).toBe(200);
    const { total } = quote.json().responceObj;
    const placed = await kit.placeOrder(kit.guestOrder({ lines, expectedTotal: total }));
    expect(placed.statusCode, placed.body).toBe(200);
    const shopper = await kit.member();
    await kit.post("/api/v2/cart/add", { skuId, qty: 1 }, shopper.headers);

    await previewedApply({
      target: { kind: "products", productIds: [p.id] },
      change: { kind: "percent", percent: 20 },
    });

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
