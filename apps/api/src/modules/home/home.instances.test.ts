import { adminCategoryListResponseSchema, catListResponseSchema, menusResponseSchema } from "@shop/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { fileTestContext, otherInstance } from "../../../test/support/test-app";
import { checkoutKit, type Headers } from "../../../test/testkits/checkout.testkit";

/**
 * Issue 13 "Categories and menus": a changed menu or category reaches /api/v1/home/menus and cat-list on every
 * instance at once (decision 0002, back-office addendum). A second app on the same database stands for another
 * instance whose caches were filled before the change.
 */
const ctx = fileTestContext();
const kit = checkoutKit(ctx);
const other = otherInstance(ctx);
let manager: Headers;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
});

const otherMenuTitles = async () =>
  menusResponseSchema
    .parse((await other().inject({ url: "/api/v1/home/menus" })).json().responceObj)
    .manus.map((i) => i.title);
const otherCategorySlugs = async () =>
  catListResponseSchema
    .parse((await other().inject({ url: "/api/v1/home/cat-list" })).json().responceObj)
    .categories.map((c) => c.slug);

/** Past the one-second interval at which an instance reads whether the tables changed. */
const nextCheck = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe("the home caches of another instance", () => {
  it("show a saved menu within a second, not after the 15 s cache period", async () => {
    expect(await otherMenuTitles()).toContain("Home");
    const res = await kit.post(
      "/api/v1/admin/menus/save",
      { items: [{ title: { en: "Only item" }, type: "link", path: "/shop/trackorder" }] },
      manager,
    );
    expect(res.statusCode, res.body).toBe(200);
    await nextCheck();
    expect(await otherMenuTitles()).toEqual(["Only item"]);
  });

  it("drop a hidden category from the category list within a second, and show it again", async () => {
    const all = successOf(
      await kit.post("/api/v1/admin/categories/list", {}, manager),
      adminCategoryListResponseSchema,
    ).categories;
    const seeds = all.find((c) => c.slug === "seeds")!;
    expect(await otherCategorySlugs()).toContain("seeds");
    const update = (hidden: boolean) =>
      kit.post(
        "/api/v1/admin/categories/update",
        { id: seeds.id, name: seeds.name, image: seeds.image, hidden },
        manager,
      );

    expect((await update(true)).statusCode).toBe(200);
    await nextCheck();
    expect(await otherCategorySlugs()).not.toContain("seeds");

    expect((await update(false)).statusCode).toBe(200);
    await nextCheck();
    expect(await otherCategorySlugs()).toContain("seeds");
  });
});
