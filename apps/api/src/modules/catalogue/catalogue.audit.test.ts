import { auditSearchResponseSchema } from "@shop/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { fileTestContext } from "../../../test/support/test-app";
import { adminProductsKit } from "../../../test/testkits/admin-products.testkit";
import type { Headers } from "../../../test/testkits/checkout.testkit";
import { imagesKit, pictures } from "../../../test/testkits/images.testkit";

/**
 * Issue 13 "Audit log ... viewable per product": a product's history holds its own saves and the writes to its
 * SKUs' stock and thresholds and to its pictures, each entry filed under the product (audit_log.product_id).
 */
const ctx = fileTestContext();
const kit = adminProductsKit(ctx);
const images = imagesKit(ctx);
let manager: Headers;
let admin: Headers;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
  admin = await kit.staff("ROLE_ADMIN");
});

async function history(headers: Headers, productId: number) {
  const res = await kit.post("/api/v1/admin/audit/search", { productId, limit: 100 }, headers);
  return successOf(res, auditSearchResponseSchema);
}

describe("POST /api/v1/admin/audit/search with productId", () => {
  it("lists the product's saves, stock changes, thresholds and pictures, newest first, and no other product's", async () => {
    const product = await kit.saved("create", manager, await kit.input("Historia"));
    const other = await kit.saved("create", manager, await kit.input("Elsewhere"));
    const skuId = product.skus[0]!.skuId;
    const adjust = { skuId, delta: 6, reason: "received" };
    expect((await kit.post("/api/v1/admin/stock/adjust", adjust, manager)).statusCode).toBe(200);
    const threshold = { skuId, threshold: 3 };
    expect((await kit.post("/api/v1/admin/stock/threshold", threshold, manager)).statusCode).toBe(200);
    const file = { name: "plant.jpg", type: "image/jpeg", bytes: await pictures.jpeg() };
    expect((await images.upload(manager, product.id, file)).statusCode).toBe(200);
    const elsewhere = { skuId: other.skus[0]!.skuId, delta: 1, reason: "received" };
    expect((await kit.post("/api/v1/admin/stock/adjust", elsewhere, manager)).statusCode).toBe(200);

    const { entries, totalCount } = await history(admin, product.id);
    expect(entries.map((e) => e.action)).toEqual([
      "product.image.upload",
      "stock.threshold",
      "stock.adjust",
      "product.create",
    ]);
    expect(totalCount).toBe(4);
    expect(entries.every((e) => e.productId === product.id)).toBe(true);
    expect(entries[2]).toMatchObject({ entity: "sku", entityId: String(skuId), actorName: "Staff ROLE_MANAGER" });
    expect((await history(admin, other.id)).entries.map((e) => e.action)).toEqual(["stock.adjust", "product.create"]);
  });

  it("an unknown product has an empty history; a product id out of range is VALIDATION_FAILED", async () => {
    expect(await history(admin, 999_999)).toEqual({ entries: [], totalCount: 0 });
    const res = await kit.post("/api/v1/admin/audit/search", { productId: 2 ** 31 }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "productId" });
  });

  it('DESIGN "Back office": a manager may not read the log, even for a product they may edit', async () => {
    const product = await kit.saved("create", manager, await kit.input("Guarded"));
    const res = await kit.post("/api/v1/admin/audit/search", { productId: product.id }, manager);
    expect(res.statusCode).toBe(403);
  });
});
