import { catListResponseSchema, type MenuItem, menusResponseSchema } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, envelope, type TestContext } from "../../../test/support/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);

describe("GET /api/v1/home/menus", () => {
  it("SPEC 3: answers responceObj.manus with menu items from the database", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/v1/home/menus" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe("SUCCESS");
    const { manus } = menusResponseSchema.parse(body.responceObj);
    expect(manus.length).toBeGreaterThan(3);
    const all = flatten(manus);
    const types = new Set(all.map((i) => i.type));
    for (const type of ["sub", "link", "extTabLink"]) expect(types).toContain(type);
    // Issue 13: the seeded "Blog" link pointed to a site that does not exist.
    expect(all.map((i) => i.path)).not.toContain("https://blog.example.ae");
    expect(all.some((i) => i.megaMenu && (i.children?.length ?? 0) > 0)).toBe(true);
    expect(all.some((i) => i.badge && i.badgeText === "new")).toBe(true);
    for (const item of all) expect(item.active).toBe(false);
  });

  it("translates titles for ?lang=ar and ?lang=fr", async () => {
    const en = (await ctx.app.inject({ url: "/api/v1/home/menus?lang=en" })).json().responceObj.manus;
    const ar = (await ctx.app.inject({ url: "/api/v1/home/menus?lang=ar" })).json().responceObj.manus;
    const fr = (await ctx.app.inject({ url: "/api/v1/home/menus?lang=fr" })).json().responceObj.manus;
    expect(ar).toHaveLength(en.length);
    expect(ar[1].title).not.toBe(en[1].title);
    expect(ar[1].title).toMatch(/[\u0600-\u06FF]/);
    expect(fr[1].title).not.toBe(en[1].title);
  });

  it("refuses an unknown language with VALIDATION_FAILED naming the field", async () => {
    const res = await ctx.app.inject({ url: "/api/v1/home/menus?lang=de" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: "FAILURE",
      errorList: [{ errorCode: "VALIDATION_FAILED", field: "lang" }],
    });
  });
});

describe("GET /api/v1/home/cat-list", () => {
  it("lists categories with product counts that include subcategories", async () => {
    const res = await ctx.app.inject({ url: "/api/v1/home/cat-list" });
    expect(res.statusCode).toBe(200);
    const { categories } = catListResponseSchema.parse(res.json().responceObj);
    const top = categories.filter((c) => c.parentId === null);
    expect(top.map((c) => c.slug)).toEqual(
      expect.arrayContaining(["indoor-plants", "outdoor-plants", "pots-planters", "seeds", "tools-accessories"]),
    );
    const indoor = categories.find((c) => c.slug === "indoor-plants")!;
    const children = categories.filter((c) => c.parentId === indoor.categoryId);
    expect(children.length).toBeGreaterThan(0);
    const childSum = children.reduce((s, c) => s + c.productCount, 0);
    expect(indoor.productCount).toBeGreaterThanOrEqual(childSum);
    expect(indoor.productCount).toBeGreaterThan(0);
  });

  it("counts the same products as the catalogue lists for each category (listed: active with an active SKU)", async () => {
    const { categories } = catListResponseSchema.parse(
      (await ctx.app.inject({ url: "/api/v1/home/cat-list" })).json().responceObj,
    );
    for (const category of categories.filter((c) => c.parentId === null)) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/displayproducts/searchonlyproducts",
        payload: envelope({
          filtercriteria: [{ filterBy: "category", filtervalue: category.slug, filtercond: "equal" }],
          paginationpayload: { from: 0, limit: 1 },
        }),
      });
      expect(res.json().responceObj.totalCount, category.slug).toBe(category.productCount);
    }
  });
});
