import { type AdminMenuItem, adminMenuResponseSchema, menusResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { fileTestContext } from "../../../test/support/test-app";
import { checkoutKit, type Headers } from "../../../test/testkits/checkout.testkit";

/** Issue 13 "Categories and menus": the SPEC 2 menu editor, the whole tree saved at once. */
const ctx = fileTestContext();
const kit = checkoutKit(ctx);
let manager: Headers;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
});

const list = async () =>
  successOf(await kit.post("/api/v1/admin/menus/list", {}, manager), adminMenuResponseSchema).items;
const save = (items: unknown, headers = manager) => kit.post("/api/v1/admin/menus/save", { items }, headers);
const storefront = async (lang = "en") =>
  menusResponseSchema.parse((await ctx().app.inject({ url: `/api/v1/home/menus?lang=${lang}` })).json().responceObj)
    .manus;
const audits = () =>
  kit.rows<{ action: string; before: AdminMenuItem[]; after: AdminMenuItem[] }>(
    sql`select action, before, after from audit_log where entity = 'menu' order by id`,
  );

const link = (en: string, path: string, extra: Partial<AdminMenuItem> = {}) => ({
  title: { en, fr: `${en} (fr)`, ar: `قائمة ${en}` },
  type: "link",
  path,
  ...extra,
});

const menu = [
  link("Home", "/"),
  {
    title: { en: "Plants", fr: "Plantes", ar: "نباتات" },
    type: "sub",
    path: "/shop/collection/left/sidebar?category=indoor-plants",
    megaMenu: true,
    children: [
      link("Palms", "/shop/collection/left/sidebar?category=palms", { badgeText: "new" }),
      {
        title: { en: "More" },
        type: "sub",
        path: null,
        children: [link("Ferns", "/shop/collection/left/sidebar?category=ferns")],
      },
    ],
  },
  { title: { en: "Landscaping" }, type: "extLink", path: "https://landscaping.example.ae/quote", newTab: true },
  { title: { en: "Partners" }, type: "extLink", path: "https://partners.example.ae", newTab: false },
];

describe("admin/menus", () => {
  it("lists the seeded menu as a tree with titles in three languages and no Blog link", async () => {
    const items = await list();
    expect(items.length).toBeGreaterThan(3);
    expect(items[0]!.title).toMatchObject({ en: "Home", fr: "Accueil", ar: "الرئيسية" });
    expect(JSON.stringify(items)).not.toContain("blog.example.ae");
    expect(items.find((i) => i.title.en === "Landscaping")).toMatchObject({ type: "extLink", newTab: true });
  });

  it("saves the whole tree at once, with one audit entry of the trees before and after", async () => {
    const before = await list();
    const saved = successOf(await save(menu), adminMenuResponseSchema).items;
    expect(saved).toEqual(await list());
    expect(saved.map((i) => i.title.en)).toEqual(["Home", "Plants", "Landscaping", "Partners"]);
    expect(saved[1]!.children[1]!.children[0]).toMatchObject({ title: { en: "Ferns" }, type: "link" });
    expect(saved[1]!.children[0]).toMatchObject({ badgeText: "new" });

    const rows = await audits();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "menu.save", before, after: saved });

    // The storefront (SPEC 3 shape) shows it at once, new-tab links as extTabLink.
    const shown = await storefront("ar");
    expect(shown.map((i) => i.type)).toEqual(["link", "sub", "extTabLink", "extLink"]);
    expect(shown[1]).toMatchObject({ title: "نباتات", megaMenu: true });
    expect(shown[1]!.children![0]).toMatchObject({ badge: true, badgeText: "new" });
  });

  const bad: Array<[string, unknown, string]> = [
    ["a javascript: URL", [{ title: { en: "X" }, type: "extLink", path: "javascript:alert(1)" }], "items.0.path"],
    ["a plain http URL", [{ title: { en: "X" }, type: "extLink", path: "http://example.ae" }], "items.0.path"],
    ["a link to another host", [link("X", "//evil.example")], "items.0.path"],
    ["a NUL in a title", [link("Ho\u0000me", "/")], "items.0.title.en"],
    ["a lone surrogate in a badge", [link("Home", "/", { badgeText: "\ud800" })], "items.0.badgeText"],
    ["no English title", [{ ...link("Home", "/"), title: { en: "", fr: "Accueil" } }], "items.0.title.en"],
    [
      "four levels",
      [{ ...menu[1], children: [{ title: { en: "2" }, type: "sub", path: null, children: [menu[1]] }] }],
      "items",
    ],
    ["children under a link", [{ ...link("Home", "/"), children: [link("A", "/a")] }], "items.0.children"],
  ];
  it.each(bad)("refuses %s with VALIDATION_FAILED naming the field, nothing written", async (_name, items, field) => {
    const [before, auditRows] = [await list(), (await audits()).length];
    const res = await save(items);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errorList.map((e: { field: string }) => e.field)).toContain(field);
    expect(await list()).toEqual(before);
    expect(await audits()).toHaveLength(auditRows);
  });

  it("refuses a shopper (FORBIDDEN) and a visitor (401) before reading the body", async () => {
    const shopper = (await kit.member()).headers;
    expect((await save(menu, shopper)).statusCode).toBe(403);
    expect((await save(menu, {})).statusCode).toBe(401);
  });
});
