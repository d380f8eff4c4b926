import { adminProductExportQuerySchema } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { productExportHref } from "./product-csv";
import { defaultProductListQuery, productListQuery } from "./product-list-query";

/** Issue 13 item 7: "export what the list filters show". */
describe("productExportHref", () => {
  it("carries the list's filters in the names the export call reads, and its query passes the shared schema", () => {
    const query = productListQuery(
      new URLSearchParams("q=palm&category=4&status=draft&stock=low&sale=1&sort=name&page=3"),
    );
    const href = productExportHref(query);
    const url = new URL(href, "https://shop.example");
    expect(url.pathname).toBe("/api/v1/admin/products/export.csv");
    expect(adminProductExportQuerySchema.parse(Object.fromEntries(url.searchParams))).toEqual({
      q: "palm",
      categoryId: 4,
      status: "draft",
      stock: "low",
      onSale: true,
    });
  });

  it("asks for every product when no filter is set", () => {
    expect(productExportHref(defaultProductListQuery)).toBe("/api/v1/admin/products/export.csv");
  });
});
