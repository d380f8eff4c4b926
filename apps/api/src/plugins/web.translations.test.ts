import { describe, expect, it } from "vitest";
import { fileTestContext } from "../../test/support/test-app";
import { getPage, hasWebBuild, webBuildDir } from "./page-cache/page-cache.testkit";

/** The page's translations, named on the router's deferred script (DeferredScripts preloads them with it). */
const bundleLink = /<script[^>]* data-translations="(\/i18n\/[^"]+)"/;

// issue 17 (rendering cost, page weight): a page names its translations; it does not carry them.
describe.skipIf(!hasWebBuild)("issue 17: translations are fetched by address, not written into each page", () => {
  const ctx = fileTestContext({ webBuildDir });

  it("issue 17: a page names its language's shop bundle and holds none of the texts it does not show", async () => {
    const page = await getPage(ctx().app, "/");
    expect(page.status).toBe(200);
    const href = page.body.match(bundleLink)?.[1];
    expect(href).toMatch(/^\/i18n\/en\.shop\.[0-9a-f]{12}\.json$/);
    // A text of the two-step login screen was in every page's loader data before.
    expect(page.body).not.toContain("Enter the 6-digit code from your authenticator app.");

    const bundle = await ctx().app.inject({ url: href as string });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers["content-type"]).toMatch(/^application\/json/);
    expect(bundle.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const texts = bundle.json() as Record<string, Record<string, unknown>>;
    expect(texts.twoStep?.login).toMatchObject({ lead: "Enter the 6-digit code from your authenticator app." });
    expect(texts.admin).toBeUndefined();
  });

  it("issue 17: each language has its own bundle; an unknown bundle is 404 and never cached", async () => {
    const arabic = await getPage(ctx().app, "/", { cookie: "lang=ar" });
    const href = arabic.body.match(bundleLink)?.[1];
    expect(href).toMatch(/^\/i18n\/ar\.shop\.[0-9a-f]{12}\.json$/);
    const texts = (await ctx().app.inject({ url: href as string })).json() as { meta: { shopName: string } };
    expect(texts.meta.shopName).not.toBe("Bustan");
    // A language switch fetches the chosen language's bundle by the address the page names (switch-language.ts).
    const english = await getPage(ctx().app, "/");
    for (const lang of ["en", "fr", "ar"]) {
      const named = english.body.match(new RegExp(`/i18n/${lang}\\.shop\\.[0-9a-f]{12}\\.json`))?.[0];
      expect(named, lang).toBeDefined();
      expect((await ctx().app.inject({ url: named as string })).statusCode, lang).toBe(200);
    }
    for (const url of ["/i18n/en.shop.000000000000.json", "/i18n/..%2Fpackage.json"]) {
      const missing = await ctx().app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers["cache-control"], url).toBe("no-store");
    }
  });
});
