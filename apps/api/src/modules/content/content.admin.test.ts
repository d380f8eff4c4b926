import { readdir } from "node:fs/promises";
import path from "node:path";
import {
  type AdminGuide,
  adminGuideListResponseSchema,
  adminGuideResponseSchema,
  guideListResponseSchema,
} from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { fileTestContext } from "../../../test/support/test-app";
import { checkoutKit, type Headers } from "../../../test/testkits/checkout.testkit";
import { multipart, pictures } from "../../../test/testkits/images.testkit";

/** Issue 14 "Pages": the back office's care guides (catalogue area), every write audited. */
const ctx = fileTestContext();
const kit = checkoutKit(ctx);
let manager: Headers;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
});

const call = (op: string, payload: unknown, headers = manager) =>
  kit.post(`/api/v1/admin/guides/${op}`, payload, headers);
const saved = async (op: string, payload: unknown) =>
  successOf(await call(op, payload), adminGuideResponseSchema).guide;
const adminList = async () => successOf(await call("list", {}), adminGuideListResponseSchema).guides;
const publicSlugs = async () =>
  guideListResponseSchema
    .parse((await ctx().app.inject({ url: "/api/v1/content/guides" })).json().responceObj)
    .guides.map((g) => g.slug);
const audits = (id: number) =>
  kit.rows<{ action: string; before: AdminGuide | null; after: AdminGuide | null }>(
    sql`select action, before, after from audit_log where entity = 'guide' and entity_id = ${String(id)} order by id`,
  );

const values = (en: string, extra: Record<string, unknown> = {}) => ({
  title: { en, fr: `${en} (fr)`, ar: `دليل ${en}` },
  summary: { en: `About ${en}.` },
  body: { en: `## ${en}\n\nWater when the top 2 cm are dry.` },
  ...extra,
});

describe("admin/guides", () => {
  it("issue 14: lists every guide with its texts in three languages (the seed's three, published)", async () => {
    const guides = await adminList();
    expect(guides).toHaveLength(3);
    expect(guides.every((g) => g.status === "published" && g.publishedAt)).toBe(true);
    expect(guides[0]!.title).toMatchObject({ en: "Light for houseplants", ar: "الضوء لنباتات الزينة الداخلية" });
    expect(guides[0]!.body.fr).toContain("## ");
  });

  it("issue 14: create (draft, slug from the English title), update, publish, unpublish, delete, each audited", async () => {
    const created = await saved("create", values("Repotting in spring"));
    expect(created).toMatchObject({ slug: "repotting-in-spring", status: "draft", publishedAt: null });
    expect(await publicSlugs()).not.toContain("repotting-in-spring");

    const updated = await saved("update", {
      id: created.id,
      ...values("Repotting in spring", { summary: { en: "New." } }),
    });
    expect(updated).toMatchObject({ slug: "repotting-in-spring", summary: { en: "New." } });
    const renamed = await saved("update", { id: created.id, ...values("Repotting palms") });
    expect(renamed.slug).toBe("repotting-palms");

    const published = await saved("publish", { id: created.id, published: true });
    expect(published.status).toBe("published");
    expect(published.publishedAt).not.toBeNull();
    expect(await publicSlugs()).toContain("repotting-palms");
    const read = await ctx().app.inject({ url: "/api/v1/content/guides/repotting-palms?lang=ar" });
    expect(read.json().responceObj.guide).toMatchObject({ title: "دليل Repotting palms", bodyLang: "en" });

    expect((await saved("publish", { id: created.id, published: false })).status).toBe("draft");
    expect(await publicSlugs()).not.toContain("repotting-palms");

    const removed = await call("delete", { id: created.id });
    expect(removed.json().responceObj).toEqual({ deleted: created.id });
    expect((await adminList()).map((g) => g.id)).not.toContain(created.id);

    const rows = await audits(created.id);
    expect(rows.map((r) => r.action)).toEqual([
      "guide.create",
      "guide.update",
      "guide.update",
      "guide.publish",
      "guide.unpublish",
      "guide.delete",
    ]);
    expect(rows[0]).toMatchObject({ before: null, after: { slug: "repotting-in-spring" } });
    expect(rows[2]).toMatchObject({ before: { slug: "repotting-in-spring" }, after: { slug: "repotting-palms" } });
    expect(rows[5]).toMatchObject({ before: { slug: "repotting-palms" }, after: null });
  });

  it("issue 14: slugs are unique: the same English title gets -2, -3; a title without Latin letters gets 'guide'", async () => {
    const first = await saved("create", values("Light for houseplants"));
    const second = await saved("create", values("Light for houseplants!"));
    expect([first.slug, second.slug]).toEqual(["light-for-houseplants-2", "light-for-houseplants-3"]);
    expect((await saved("create", values("الري"))).slug).toBe("guide");
    // Renaming to a taken title moves to the next free slug; keeping the title keeps the slug.
    const moved = await saved("update", { id: second.id, ...values("Watering in the UAE summer") });
    expect(moved.slug).toBe("watering-in-the-uae-summer-2");
  });

  const long = (n: number) => "a".repeat(n);
  const bad: Array<[string, unknown, string]> = [
    ["no English title", values("", {}), "title.en"],
    ["a title over 120 characters", values(long(121)), "title.en"],
    ["a summary over 300 characters", values("Ok", { summary: { en: long(301) } }), "summary.en"],
    ["an Arabic body over 20,000 characters", values("Ok", { body: { en: "x", ar: long(20_001) } }), "body.ar"],
    ["a NUL in the body", values("Ok", { body: { en: "Wa\u0000ter" } }), "body.en"],
    ["a lone surrogate in a French title", values("Ok", { title: { en: "Ok", fr: "\ud800" } }), "title.fr"],
    ["no body", { title: { en: "Ok" }, summary: { en: "Ok" } }, "body"],
  ];
  it.each(bad)(
    "issue 14: refuses %s with VALIDATION_FAILED naming the field, nothing written",
    async (_n, v, field) => {
      const before = await adminList();
      const res = await call("create", v);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorList[0].errorCode).toBe("VALIDATION_FAILED");
      expect(res.json().errorList.map((e: { field: string }) => e.field)).toContain(field);
      expect(await adminList()).toEqual(before);
    },
  );

  it("issue 14: accepts the longest texts allowed", async () => {
    const longest = {
      title: { en: long(120) },
      summary: { en: long(300) },
      body: { en: long(20_000), ar: long(20_000) },
    };
    const guide = await saved("create", longest);
    expect(guide.body.en).toHaveLength(20_000);
  });

  it("issue 14: an unknown id is NOT_FOUND for update, publish and delete, nothing audited", async () => {
    const [count] = await kit.rows<{ n: number }>(sql`select count(*)::int as n from audit_log where entity = 'guide'`);
    for (const [op, payload] of [
      ["update", { id: 999_999, ...values("Ghost") }],
      ["publish", { id: 999_999, published: true }],
      ["delete", { id: 999_999 }],
    ] as const) {
      const res = await call(op, payload);
      expect(res.statusCode, op).toBe(404);
      expect(res.json().errorList[0]).toMatchObject({ errorCode: "NOT_FOUND", field: "id" });
    }
    const [after] = await kit.rows<{ n: number }>(sql`select count(*)::int as n from audit_log where entity = 'guide'`);
    expect(after!.n).toBe(count!.n);
  });

  it("issue 14: a cover uploaded through the image pipeline shows in the lists; a new one replaces the old files", async () => {
    const cover = async (guideId: number, bytes: Buffer) => {
      const body = multipart({ guideId: String(guideId) }, { name: "cover.jpg", type: "image/jpeg", bytes });
      return ctx().app.inject({
        method: "POST",
        url: "/api/v1/admin/guides/cover",
        headers: { ...manager, "content-type": body.contentType },
        payload: body.payload,
      });
    };
    const files = async () => readdir(path.join(ctx().config.mediaDir, "guides")).catch(() => [] as string[]);
    const light = (await adminList()).find((g) => g.slug === "light-for-houseplants");
    const first = successOf(await cover(light!.id, await pictures.jpeg()), adminGuideResponseSchema).guide;
    expect(first.cover?.srcset).toMatch(/^\/media\/guides\/cover-[0-9a-f]{12}-320\.webp 320w, .+ 640w, .+ 960w$/);
    expect(await files()).toHaveLength(3);
    const shown = guideListResponseSchema.parse(
      (await ctx().app.inject({ url: "/api/v1/content/guides" })).json().responceObj,
    ).guides;
    expect(shown.find((g) => g.slug === light!.slug)?.cover).toEqual(first.cover);

    const second = successOf(await cover(light!.id, await pictures.jpeg()), adminGuideResponseSchema).guide;
    expect(second.cover?.src).not.toBe(first.cover?.src);
    expect(await files()).toHaveLength(3);
    const refused = await cover(light!.id, Buffer.from("not a picture"));
    expect(refused.statusCode).toBe(400);
    expect(await files()).toHaveLength(3);
    expect((await audits(light!.id)).map((r) => r.action)).toEqual(["guide.cover", "guide.cover"]);
  });

  it("issue 14: a shopper is FORBIDDEN and a visitor 401, before the body is read", async () => {
    const shopper = (await kit.member()).headers;
    expect((await call("create", values("Mine"), shopper)).statusCode).toBe(403);
    expect((await call("create", values("Mine"), {})).statusCode).toBe(401);
    expect((await call("list", {}, await kit.staff("ROLE_HR"))).statusCode).toBe(403);
  });
});
