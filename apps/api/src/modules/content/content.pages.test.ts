import {
  type AdminInfoPage,
  adminInfoPageListResponseSchema,
  adminInfoPageResponseSchema,
  infoPageResponseSchema,
} from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { fileTestContext } from "../../../test/support/test-app";
import { checkoutKit, type Headers } from "../../../test/testkits/checkout.testkit";

/** Issue 15 "Content pages": about, delivery, refund and FAQ edited in the back office (catalogue area), audited. */
const ctx = fileTestContext();
const kit = checkoutKit(ctx);
let manager: Headers;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
});

const call = (op: string, payload: unknown, headers = manager) =>
  kit.post(`/api/v1/admin/pages/${op}`, payload, headers);
const page = async (op: string, payload: unknown) =>
  successOf(await call(op, payload), adminInfoPageResponseSchema).page;
const adminList = async () => successOf(await call("list", {}), adminInfoPageListResponseSchema).pages;
const read = (slug: string, lang = "en") => ctx().app.inject({ url: `/api/v1/content/pages/${slug}?lang=${lang}` });
const shown = async (slug: string, lang = "en") =>
  infoPageResponseSchema.parse((await read(slug, lang)).json().responceObj).page;
const audits = (slug: string) =>
  kit.rows<{ action: string; before: AdminInfoPage; after: AdminInfoPage }>(
    sql`select action, before, after from audit_log where entity = 'page' and entity_id = ${slug} order by id`,
  );

describe("admin/pages and GET /api/v1/content/pages/{slug}", () => {
  it("issue 15: the four pages are listed; never edited, they are built-in and the public call is NOT_FOUND", async () => {
    const pages = await adminList();
    expect(pages.map((p) => [p.slug, p.state])).toEqual([
      ["about", "builtIn"],
      ["delivery", "builtIn"],
      ["refund", "builtIn"],
      ["faq", "builtIn"],
    ]);
    const res = await read("about");
    expect(res.statusCode).toBe(404);
    expect(res.json().errorList[0]).toMatchObject({ errorCode: "NOT_FOUND", field: "slug" });
    expect((await read("no-such-page")).statusCode).toBe(404);
  });

  it("issue 15: a saved draft is not served; publish shows it; further drafts wait; unpublish goes back; all audited", async () => {
    const draft = await page("save", {
      slug: "refund",
      body: { en: "## Returns\n\nWithin 7 days.", ar: "## الإرجاع" },
    });
    expect(draft).toMatchObject({ state: "builtIn", published: null, unpublishedChanges: true });
    expect((await read("refund")).statusCode).toBe(404);

    const live = await page("publish", {
      slug: "refund",
      body: { en: "## Returns\n\nWithin 7 days.", ar: "## الإرجاع" },
    });
    expect(live).toMatchObject({ state: "published", unpublishedChanges: false });
    expect(live.publishedAt).not.toBeNull();
    expect(await shown("refund", "ar")).toMatchObject({ slug: "refund", body: "## الإرجاع", bodyLang: "ar" });

    // A new working copy leaves the live page as it was until it is published.
    const next = await page("save", { slug: "refund", body: { en: "## Returns\n\nWithin 14 days." } });
    expect(next).toMatchObject({ state: "published", unpublishedChanges: true });
    expect((await shown("refund")).body).toContain("Within 7 days.");
    expect((await page("load", { slug: "refund" })).draft?.en).toContain("Within 14 days.");

    const off = await page("unpublish", { slug: "refund" });
    expect(off.state).toBe("draft");
    expect((await read("refund")).statusCode).toBe(404);
    expect((await audits("refund")).map((r) => r.action)).toEqual([
      "page.save",
      "page.publish",
      "page.save",
      "page.unpublish",
    ]);
    const [, published] = await audits("refund");
    expect(published).toMatchObject({ before: { state: "builtIn" }, after: { state: "published" } });
    // Taking back a page that is not published writes nothing.
    await page("unpublish", { slug: "refund" });
    expect(await audits("refund")).toHaveLength(4);
  });

  it("issue 15: a language without its own text falls back to English, saying so in bodyLang", async () => {
    await page("publish", { slug: "about", body: { en: "We grow plants.", fr: "  " } });
    expect(await shown("about", "fr")).toMatchObject({ body: "We grow plants.", bodyLang: "en" });
    expect(await shown("about", "ar")).toMatchObject({ body: "We grow plants.", bodyLang: "en" });
    expect(await shown("about", "en")).toMatchObject({ bodyLang: "en" });
  });

  const long = (n: number) => "a".repeat(n);
  const bad: Array<[string, unknown, string]> = [
    ["an unknown page", { slug: "terms", body: { en: "x" } }, "slug"],
    ["no English text", { slug: "faq", body: { en: " ", ar: "نص" } }, "body.en"],
    ["an Arabic text over 20,000 characters", { slug: "faq", body: { en: "x", ar: long(20_001) } }, "body.ar"],
    ["a NUL in the text", { slug: "faq", body: { en: "Wa\u0000ter" } }, "body.en"],
    ["a lone surrogate in French", { slug: "faq", body: { en: "Ok", fr: "\ud800" } }, "body.fr"],
    ["no body", { slug: "faq" }, "body"],
  ];
  it.each(bad)(
    "issue 15: refuses %s with VALIDATION_FAILED naming the field, nothing written",
    async (_n, v, field) => {
      for (const op of ["save", "publish"]) {
        const res = await call(op, v);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errorList[0].errorCode).toBe("VALIDATION_FAILED");
        expect(res.json().errorList.map((e: { field: string }) => e.field)).toContain(field);
      }
      expect((await adminList()).find((p) => p.slug === "faq")?.state).toBe("builtIn");
      expect(await audits("faq")).toHaveLength(0);
    },
  );

  it("issue 15: accepts the longest text allowed in every language", async () => {
    const saved = await page("save", {
      slug: "delivery",
      body: { en: long(20_000), fr: long(20_000), ar: long(20_000) },
    });
    expect(saved.draft?.ar).toHaveLength(20_000);
  });

  it("issue 15: a guide never takes a page's slug (they share the unique index)", async () => {
    const res = await kit.post(
      "/api/v1/admin/guides/create",
      { title: { en: "FAQ" }, summary: { en: "s" }, body: { en: "b" } },
      manager,
    );
    expect(res.json().responceObj.guide.slug).toBe("faq-2");
  });

  it("issue 15: a guide made earlier under a page's slug: CONFLICT naming the slug, nothing written", async () => {
    await kit.rows(
      sql`insert into content_pages (slug, kind, title, summary, body, status) values ('faq', 'guide', '{"en":"FAQ"}', '{"en":"s"}', '{"en":"b"}', 'published')`,
    );
    const res = await call("publish", { slug: "faq", body: { en: "x" } });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorList[0]).toMatchObject({ errorCode: "CONFLICT", field: "slug" });
    expect(await audits("faq")).toHaveLength(0);
    await kit.rows(sql`delete from content_pages where slug = 'faq' and kind = 'guide'`);
  });

  it("issue 15: a shopper is FORBIDDEN, a visitor 401 and HR 403, before the body is read", async () => {
    const shopper = (await kit.member()).headers;
    expect((await call("save", { slug: "faq", body: { en: "x" } }, shopper)).statusCode).toBe(403);
    expect((await call("save", { slug: "faq", body: { en: "x" } }, {})).statusCode).toBe(401);
    expect((await call("list", {}, await kit.staff("ROLE_HR"))).statusCode).toBe(403);
  });
});
