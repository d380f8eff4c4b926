import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/support/test-app";
import { createCatalogueService } from "../catalogue/catalogue.service";
import { seoRoutes } from "./seo.routes";
import { createSeoService } from "./seo.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_ORIGIN: "http://shop.example.ae" } });
});
afterAll(() => ctx.close());

describe("GET /robots.txt", () => {
  it("allows everything but checkout, the account pages and the API, and links the sitemap on PUBLIC_ORIGIN", async () => {
    const res = await ctx.app.inject({ url: "/robots.txt", headers: { host: "evil.example" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = res.body.split("\n");
    expect(lines).toContain("User-agent: *");
    for (const path of ["/pages/checkout", "/pages/dashboard", "/pages/profile", "/api/"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain("Sitemap: http://shop.example.ae/sitemap.xml");
    const proxied = await ctx.app.inject({
      url: "/robots.txt",
      headers: { host: "internal:3000", "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" },
    });
    expect(proxied.body).toContain("Sitemap: http://shop.example.ae/sitemap.xml");
    expect(proxied.body).not.toContain("evil.example");
  });
});

describe("GET /sitemap.xml", () => {
  it("lists home, the collection pages and every listed product with hreflang alternates, never an inactive one", async () => {
    const res = await ctx.app.inject({ url: "/sitemap.xml", headers: { host: "shop.example.ae" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
    expect(locs).toContain("http://shop.example.ae/");
    expect(locs).toContain("http://shop.example.ae/pages/collection");
    // Issue 14: the care guides and each published guide.
    expect(locs).toContain("http://shop.example.ae/pages/guides");
    expect(locs).toContain("http://shop.example.ae/pages/guides/watering-in-the-uae-summer");
    expect(locs).toContain("http://shop.example.ae/shop/collection/left/sidebar?category=indoor-plants");
    expect(locs).toContain("http://shop.example.ae/shop/product/fiddle-leaf-fig");
    expect(locs.filter((l) => l.includes("/shop/product/"))).toHaveLength(137);
    expect(xml).not.toContain("dwarf-banana");
    expect(xml).not.toContain("fibreclay-cube-planter");
    // one <url> per page, each with en, fr, ar and x-default alternates
    expect(xml.match(/<url>/g)?.length).toBe(locs.length);
    expect(xml.match(/<\/url>/g)?.length).toBe(locs.length);
    expect(xml.match(/hreflang="/g)?.length).toBe(locs.length * 4);
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="ar" href="http://shop.example.ae/shop/product/fiddle-leaf-fig?lang=ar"/>',
    );
    expect(xml).toContain(
      'hreflang="fr" href="http://shop.example.ae/shop/collection/left/sidebar?category=palms&amp;lang=fr"',
    );
  });

  it("parts past the end are 404", async () => {
    expect((await ctx.app.inject({ url: "/sitemap-2.xml" })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: "/sitemap-x.xml" })).statusCode).toBe(404);
    const first = await ctx.app.inject({ url: "/sitemap-1.xml" });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain("/shop/product/fiddle-leaf-fig");
  });
});

describe("a large catalogue", () => {
  it("gets a sitemap index whose parts hold the pages and then the products", async () => {
    const seo = createSeoService(createCatalogueService(ctx.database.db), { perFile: 50 });
    const index = await seo.sitemapXml("https://bustan.ae");
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(parts).toEqual([1, 2, 3].map((n) => `https://bustan.ae/sitemap-${n}.xml`));
    const products = async (n: number) =>
      ((await seo.sitemapPart("https://bustan.ae", n)) ?? "").match(/<loc>[^<]*\/shop\/product\//g)?.length;
    expect([await products(1), await products(2), await products(3)]).toEqual([50, 50, 37]);
    expect(await seo.sitemapPart("https://bustan.ae", 1)).toContain("<loc>https://bustan.ae/pages/collection</loc>");
    expect(await seo.sitemapPart("https://bustan.ae", 4)).toBeNull();
  });
});

describe("next to the web app", () => {
  it("wins over a catch-all page route like the one the web app registers", async () => {
    const app = Fastify();
    await app.register(seoRoutes, {
      seo: createSeoService(createCatalogueService(ctx.database.db)),
      publicOrigin: "http://localhost:3000",
    });
    app.route({ method: ["GET", "HEAD"], url: "/*", handler: async () => "<html>page</html>" });
    expect((await app.inject({ url: "/robots.txt" })).body).toContain("User-agent: *");
    expect((await app.inject({ url: "/sitemap.xml" })).body).toContain("<urlset");
    expect((await app.inject({ url: "/shop/product/x" })).body).toContain("page");
    await app.close();
  });
});
