import {
  type AdminProduct,
  type AdminProductInput,
  adminProductListResponseSchema,
  adminProductResponseSchema,
  productPageResponseSchema,
  productSearchResponseSchema,
} from "@shop/shared";
import { sql } from "drizzle-orm";
import { successOf } from "../support/answers";
import type { TestContext } from "../support/test-app";
import { checkoutKit, type Headers } from "./checkout.testkit";

const ADMIN = "/api/v1/admin/products";

/** Helpers of the back office's product tests (not a test file itself): the admin calls and the storefront's. */
export function adminProductsKit(ctx: () => TestContext) {
  const checkout = checkoutKit(ctx);
  let codes = 0;
  const kit = {
    ...checkout,
    call(action: string, headers: Headers, body: unknown) {
      return checkout.post(`${ADMIN}/${action}`, body, headers);
    },
    async saved(action: string, headers: Headers, body: unknown): Promise<AdminProduct> {
      return successOf(await kit.call(action, headers, body), adminProductResponseSchema).product;
    },
    async list(headers: Headers, filter: Record<string, unknown> = {}) {
      return successOf(await kit.call("search", headers, filter), adminProductListResponseSchema);
    },
    async categoryId(): Promise<number> {
      const [row] = await checkout.rows<{ id: number }>(sql`select id from categories order by id limit 1`);
      return Number(row!.id);
    },
    /** A product's fields with two SKUs of fresh codes, English and Arabic names around `word`. */
    async input(word: string, overrides: Partial<AdminProductInput> = {}): Promise<AdminProductInput> {
      const code = () => `ADM-${word.toUpperCase()}-${++codes}`;
      return {
        name: { en: `${word} Palm`, ar: `نخلة ${word}` },
        description: { en: `A tall ${word} palm.\n\nWater weekly.`, ar: `نخلة طويلة ${word}.` },
        careText: { en: "Bright, indirect light." },
        tags: ["palm"],
        categoryId: await kit.categoryId(),
        light: "bright_indirect",
        watering: "moderate",
        difficulty: "easy",
        petSafe: true,
        matureSize: "2 m",
        skus: [
          { code: code(), potSize: "M", potColour: "white", price: 12_500, discount: 0 },
          { code: code(), potSize: "L", potColour: "black", price: 24_000, discount: 10 },
        ],
        ...overrides,
      };
    },
    /** The storefront's product call (displayproducts/product): status and parsed page when 200. */
    async page(slug: string, lang: "en" | "fr" | "ar" = "en") {
      const res = await checkout.post("/api/v1/displayproducts/product", { slug, lang });
      return {
        status: res.statusCode,
        page: res.statusCode === 200 ? productPageResponseSchema.parse(res.json().responceObj) : undefined,
      };
    },
    /** Product ids the storefront's text search finds for `text` in `lang`. */
    async storefrontSearch(text: string, lang: "en" | "fr" | "ar" = "en"): Promise<number[]> {
      const res = await checkout.post("/api/v1/displayproducts/search", {
        filtercriteria: [{ filterBy: "productName", filtervalue: text, filtercond: "equal" }],
        lang,
      });
      return successOf(res, productSearchResponseSchema).products.map((p) => p.productId);
    },
    /** Whether the sitemap's first part (where a demo-sized catalogue's products all are) lists the product. */
    async inSitemap(slug: string): Promise<boolean> {
      const res = await ctx().app.inject({ method: "GET", url: "/sitemap-1.xml" });
      if (res.statusCode !== 200) throw new Error(`sitemap-1.xml answered ${res.statusCode}`);
      return res.body.includes(`/shop/product/${slug}<`);
    },
    async count(table: "products" | "skus" | "audit_log"): Promise<number> {
      const [row] = await checkout.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`);
      return Number(row!.n);
    },
    async audits(productId: number) {
      return checkout.rows<{ action: string; actorRole: string; before: AdminProduct | null; after: AdminProduct }>(
        sql`select action, actor_role as "actorRole", before, after from audit_log
          where entity = 'product' and entity_id = ${String(productId)} order by id`,
      );
    },
  };
  return kit;
}

/** The body of an update: the product as read, with changes. */
export const asUpdate = (p: AdminProduct, changes: Partial<AdminProductInput> = {}) => {
  const { slug: _s, updatedAt: _u, ...rest } = p;
  return { ...rest, skus: p.skus.map(({ skuId: _i, stock: _k, ...s }) => s), ...changes };
};

export const errorOf = (res: { json(): { errorList: Array<{ errorCode: string; field?: string }> } }) =>
  res.json().errorList[0]!;
