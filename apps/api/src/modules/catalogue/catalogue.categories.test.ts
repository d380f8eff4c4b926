import {
  type AdminCategory,
  adminCategoryListResponseSchema,
  adminCategoryResponseSchema,
  catListResponseSchema,
} from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { fileTestContext } from "../../../test/support/test-app";
import { checkoutKit, type Headers } from "../../../test/testkits/checkout.testkit";

/** Issue 13 "Categories and menus": the back office's category tree through HTTP. */
const ctx = fileTestContext();
const kit = checkoutKit(ctx);
const BASE = "/api/v1/admin/categories";
let manager: Headers;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
});

const call = (action: string, body: unknown, headers = manager) => kit.post(`${BASE}/${action}`, body, headers);
const saved = async (action: string, body: unknown) =>
  successOf(await call(action, body), adminCategoryResponseSchema).category;
const list = async () => successOf(await call("list", {}), adminCategoryListResponseSchema).categories;
const auditCount = async () =>
  Number(
    (await kit.rows<{ n: number }>(sql`select count(*)::int as n from audit_log where entity = 'category'`))[0]!.n,
  );

async function expectRefused(action: string, body: unknown, field: string, code = "VALIDATION_FAILED") {
  const before = { tree: await list(), audits: await auditCount() };
  const res = await call(action, body);
  expect(res.statusCode, res.body).toBe(code === "CONFLICT" ? 409 : 400);
  expect(res.json().errorList[0]).toMatchObject({ errorCode: code, field });
  expect({ tree: await list(), audits: await auditCount() }).toEqual(before);
}

describe("the category tree", () => {
  it("adds a category with a slug from its English name, last among its siblings, with an audit row", async () => {
    const audits = await auditCount();
    const top = await saved("create", { name: { en: "Cacti & Succulents!", fr: "Cactées", ar: "صبار" } });
    expect(top).toMatchObject({ slug: "cacti-succulents", parentId: null, hidden: false, productCount: 0 });
    const tops = (await list()).filter((c) => c.parentId === null);
    expect(tops.at(-1)!.id).toBe(top.id);
    const again = await saved("create", { name: { en: "Cacti succulents" } });
    expect(again.slug).toBe("cacti-succulents-2");
    expect((await saved("create", { name: { en: "صبار" } })).slug).toBe("category");
    expect(await auditCount()).toBe(audits + 3);
    const [row] = await kit.rows<{ action: string; after: AdminCategory }>(
      sql`select action, after from audit_log where entity = 'category' and entity_id = ${String(top.id)}`,
    );
    expect(row).toMatchObject({ action: "category.create", after: { slug: "cacti-succulents" } });
  });

  it("renames in three languages (a new English name gives a new slug) and hides and shows", async () => {
    const c = await saved("create", { name: { en: "Bonsai" } });
    const renamed = await saved("update", {
      id: c.id,
      name: { en: "Bonsai trees", fr: "Bonsaïs", ar: "أشجار بونساي" },
      image: "categories/bonsai.svg",
      hidden: true,
    });
    expect(renamed).toMatchObject({ slug: "bonsai-trees", hidden: true, image: "categories/bonsai.svg" });
    expect(renamed.name).toEqual({ en: "Bonsai trees", fr: "Bonsaïs", ar: "أشجار بونساي" });
  });

  it("moves under another parent and reorders siblings by position", async () => {
    const parent = await saved("create", { name: { en: "Herbs" } });
    const a = await saved("create", { name: { en: "Basil" }, parentId: parent.id });
    const b = await saved("create", { name: { en: "Mint" }, parentId: parent.id });
    const moved = await saved("move", { id: b.id, parentId: parent.id, position: 0 });
    expect(moved.position).toBe(0);
    const children = (await list()).filter((c) => c.parentId === parent.id);
    expect(children.map((c) => c.id)).toEqual([b.id, a.id]);
    const top = await saved("move", { id: a.id, parentId: null, position: 0 });
    expect(top).toMatchObject({ parentId: null, position: 0 });
  });

  it("refuses a move under itself or a descendant, or deeper than 3 levels: VALIDATION_FAILED, nothing written", async () => {
    const one = await saved("create", { name: { en: "Level one" } });
    const two = await saved("create", { name: { en: "Level two" }, parentId: one.id });
    const three = await saved("create", { name: { en: "Level three" }, parentId: two.id });
    await expectRefused("move", { id: one.id, parentId: one.id, position: 0 }, "parentId");
    await expectRefused("move", { id: one.id, parentId: three.id, position: 0 }, "parentId");
    await expectRefused("create", { name: { en: "Level four" }, parentId: three.id }, "parentId");
    const other = await saved("create", { name: { en: "Other top" } });
    // Two levels (two, three) under a level-two parent would make four.
    const deep = await saved("create", { name: { en: "Other two" }, parentId: other.id });
    await expectRefused("move", { id: two.id, parentId: deep.id, position: 0 }, "parentId");
  });

  it("two moves at the same moment, each under the other: one is saved, the other refused, never a cycle", async () => {
    const a = await saved("create", { name: { en: "Race A" } });
    const b = await saved("create", { name: { en: "Race B" } });
    const answers = await Promise.all([
      call("move", { id: a.id, parentId: b.id, position: 0 }),
      call("move", { id: b.id, parentId: a.id, position: 0 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const parents = new Map((await list()).map((c) => [c.id, c.parentId]));
    expect([parents.get(a.id), parents.get(b.id)]).toContain(null);
  });

  it("refuses NUL, a missing English name and a path outside the media folder", async () => {
    await expectRefused("create", { name: { en: "Bad\u0000name" } }, "name.en");
    await expectRefused("create", { name: { en: " ", fr: "Vide" } }, "name.en");
    await expectRefused("create", { name: { en: "Sneaky" }, image: "../../etc/passwd" }, "image");
  });

  it("deletes an empty category; one with products or sub-categories is CONFLICT with a clear message", async () => {
    const empty = await saved("create", { name: { en: "Short lived" } });
    const res = await call("delete", { id: empty.id });
    expect(res.json().responceObj).toEqual({ deleted: empty.id });
    expect((await list()).some((c) => c.id === empty.id)).toBe(false);

    const full = (await list()).find((c) => c.productCount > 0)!;
    await expectRefused("delete", { id: full.id }, "id", "CONFLICT");
    const parent = (await list()).find((c) => c.parentId === null && c.productCount === 0);
    const withChild = parent ?? (await saved("create", { name: { en: "Parent only" } }));
    await saved("create", { name: { en: "Only child" }, parentId: withChild.id });
    await expectRefused("delete", { id: withChild.id }, "id", "CONFLICT");
  });

  it("issue 16: an empty category a discount code is limited to is CONFLICT, never a code for every item", async () => {
    const limited = await saved("create", { name: { en: "Code only" } });
    await kit.rows(
      sql`insert into discount_codes (code, kind, value, category_id) values ('ONLYHERE', 'percent', 5, ${limited.id})`,
    );
    await expectRefused("delete", { id: limited.id }, "id", "CONFLICT");
    const [code] = await kit.rows<{ categoryId: number }>(
      sql`select category_id as "categoryId" from discount_codes where code = 'ONLYHERE'`,
    );
    expect(code?.categoryId).toBe(limited.id);
  });

  it("a hidden category leaves the storefront's category list and the menu items that link to it", async () => {
    const catList = async () =>
      successOf(await ctx().app.inject({ url: "/api/v1/home/cat-list" }), catListResponseSchema).categories;
    const menuPaths = async () => JSON.stringify((await ctx().app.inject({ url: "/api/v1/home/menus" })).json());
    const indoor = (await list()).find((c) => c.slug === "indoor-plants")!;
    const child = (await list()).find((c) => c.parentId === indoor.id)!;
    expect((await catList()).some((c) => c.slug === child.slug)).toBe(true);
    expect(await menuPaths()).toContain(`category=${child.slug}"`);

    await saved("update", { id: indoor.id, name: indoor.name, image: indoor.image, hidden: true });
    const shown = await catList();
    expect(shown.some((c) => c.slug === "indoor-plants" || c.slug === child.slug)).toBe(false);
    expect(await menuPaths()).not.toContain("category=indoor-plants");

    await saved("update", { id: indoor.id, name: indoor.name, image: indoor.image, hidden: false });
    expect((await catList()).some((c) => c.slug === "indoor-plants")).toBe(true);
  });
});
