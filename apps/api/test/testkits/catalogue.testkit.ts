import {
  type Product,
  priceRangeOf,
  productFacetedSearchResponseSchema,
  productListResponseSchema,
} from "@shop/shared";
import type { SQL } from "drizzle-orm";
import { expect } from "vitest";
import { rowsOf } from "../../src/lib/rows";
import { envelope, type TestContext } from "../support/test-app";

/** Helpers shared by the catalogue tests (not a test file itself). */
export function catalogueClient(ctx: () => TestContext) {
  async function post(url: string, requestPayload: unknown) {
    return ctx().app.inject({ method: "POST", url, payload: envelope(requestPayload) });
  }
  return {
    post,
    async search(requestPayload: unknown) {
      const res = await post("/api/v1/displayproducts/search", requestPayload);
      expect(res.statusCode, res.body).toBe(200);
      return productFacetedSearchResponseSchema.parse(res.json().responceObj);
    },
    async only(requestPayload: unknown) {
      const res = await post("/api/v1/displayproducts/searchonlyproducts", requestPayload);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().responceObj).not.toHaveProperty("facets");
      return productListResponseSchema.parse(res.json().responceObj);
    },
    /** Every product of a search, all pages (limit 100). */
    async all(requestPayload: Record<string, unknown>) {
      const out: Product[] = [];
      for (let from = 0; from < 50; from++) {
        const page = await this.search({ ...requestPayload, paginationpayload: { from, limit: 100 } });
        out.push(...page.products);
        if (out.length >= page.totalCount || !page.products.length) break;
      }
      return out;
    },
    async rows<T>(query: SQL): Promise<T[]> {
      return rowsOf<T>(await ctx().database.db.execute(query));
    },
  };
}

/**
 * Lowest price after discount over a product's SKUs on the wire, those in stock when any is (what price filters
 * and sorts use, issue 16).
 */
export const minPrice = (p: Product) => priceRangeOf(p.skus)?.from ?? Number.POSITIVE_INFINITY;

/** Like shop_fold() in the database: lower case, no accents. */
export const foldName = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\p{M}\u0640]/gu, "")
    .toLowerCase()
    .replace(/[’‘ʼ]/g, "'");

export const isSorted = <T>(values: T[], cmp: (a: T, b: T) => number) =>
  values.every((v, i) => i === 0 || cmp(values[i - 1]!, v) <= 0);
