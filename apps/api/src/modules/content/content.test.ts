import { guideListResponseSchema, guidePageResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { fileTestContext } from "../../../test/support/test-app";
import { checkoutKit } from "../../../test/testkits/checkout.testkit";

/** Issue 14 "Pages": the storefront's care guides, published ones only, in the asked language (English fallback). */
const ctx = fileTestContext();
const kit = checkoutKit(ctx);

const get = (url: string) => ctx().app.inject({ url });
const list = async (lang = "en") =>
  successOf(await get(`/api/v1/content/guides?lang=${lang}`), guideListResponseSchema).guides;

describe("GET /api/v1/content/guides", () => {
  it("issue 14: lists the three seeded guides with title, summary, slug and cover, in each language", async () => {
    const en = await list();
    expect(en.map((g) => g.slug)).toEqual([
      "light-for-houseplants",
      "watering-in-the-uae-summer",
      "pets-and-toxic-plants",
    ]);
    expect(en[0]).toMatchObject({ title: "Light for houseplants", cover: null });
    expect(en[0]!.summary.length).toBeGreaterThan(40);
    const ar = await list("ar");
    expect(ar[2]!.title).toBe("الحيوانات الأليفة والنباتات السامة");
    expect((await list("fr"))[1]!.title).toBe("Arroser pendant l'été aux Émirats");
  });

  it("issue 14: a draft is neither listed nor readable", async () => {
    await kit.rows(sql`update content_pages set status = 'draft' where slug = 'pets-and-toxic-plants'`);
    try {
      expect((await list()).map((g) => g.slug)).not.toContain("pets-and-toxic-plants");
      const res = await get("/api/v1/content/guides/pets-and-toxic-plants");
      expect(res.statusCode).toBe(404);
      expect(res.json().errorList[0].errorCode).toBe("NOT_FOUND");
    } finally {
      await kit.rows(sql`update content_pages set status = 'published' where slug = 'pets-and-toxic-plants'`);
    }
  });
});

describe("GET /api/v1/content/guides/{slug}", () => {
  it("issue 14: reads a guide's Markdown body in the asked language", async () => {
    const res = await get("/api/v1/content/guides/watering-in-the-uae-summer?lang=ar");
    const { guide } = successOf(res, guidePageResponseSchema);
    expect(guide).toMatchObject({ slug: "watering-in-the-uae-summer", title: "الري في صيف الإمارات", bodyLang: "ar" });
    expect(guide.body).toContain("## ");
    expect(guide.body.split(/\s+/).length).toBeGreaterThan(250);
  });

  it("issue 14: falls back to English for a language the guide is not written in", async () => {
    await kit.rows(sql`update content_pages set body = body - 'fr', title = title - 'fr'
      where slug = 'light-for-houseplants'`);
    const { guide } = successOf(
      await get("/api/v1/content/guides/light-for-houseplants?lang=fr"),
      guidePageResponseSchema,
    );
    expect(guide).toMatchObject({ title: "Light for houseplants", bodyLang: "en" });
    expect(guide.body).toContain("## Know your windows");
    // The summary still has its French text.
    expect(guide.summary).toContain("Lire la lumière");
  });

  it.each(["no-such-guide", "LIGHT-FOR-HOUSEPLANTS", "a%20b", "x".repeat(90)])(
    "issue 14: an unknown slug (%s) answers NOT_FOUND (404)",
    async (slug) => {
      const res = await get(`/api/v1/content/guides/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().errorList[0]).toMatchObject({ errorCode: "NOT_FOUND", field: "slug" });
    },
  );
});
