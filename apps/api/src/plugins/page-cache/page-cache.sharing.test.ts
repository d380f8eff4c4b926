import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { registerMember } from "../../../test/support/members";
import { fileTestContext } from "../../../test/support/test-app";
import { getPage, hasWebBuild, inlineScriptSources, webBuildDir } from "./page-cache.testkit";

describe.skipIf(!hasWebBuild)("issue 17: the whole-page cache shares public pages only", () => {
  const ctx = fileTestContext({ webBuildDir });

  it("issue 17: a visitor's home page is rendered once, then answered from the cache with a strong ETag and 304", async () => {
    const first = await getPage(ctx().app, "/");
    expect(first.status).toBe(200);
    expect(first.state).toBe("miss");
    const second = await getPage(ctx().app, "/");
    expect(second.state).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.etag).toMatch(/^"[^"]+"$/);
    expect(second.cacheControl).toMatch(/public.*s-maxage=1/);
    const again = await getPage(ctx().app, "/", { "if-none-match": second.etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    // A browser takes a 304's headers into its stored copy: the page's own policy, not helmet's default-src 'none'.
    expect(again.csp).toBe(second.csp);
    const head = await ctx().app.inject({ method: "HEAD", url: "/" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["x-page-cache"]).toBe("hit");
  });

  it("issue 17: a cached page answers br or gzip with an ETag of its own, and the same HTML unpacked to other clients", async () => {
    const html = (await getPage(ctx().app, "/pages/delivery")).body;
    const plain = await getPage(ctx().app, "/pages/delivery");
    expect(plain.state).toBe("hit");
    expect(plain.body).toBe(html);
    const etags = new Set([plain.etag]);
    for (const [accept, encoding, unpack] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
    ] as const) {
      const res = await ctx().app.inject({
        method: "GET",
        url: "/pages/delivery",
        headers: { "accept-encoding": accept },
      });
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(unpack(res.rawPayload).toString("utf8")).toBe(html);
      etags.add(String(res.headers.etag));
      const again = await ctx().app.inject({
        method: "GET",
        url: "/pages/delivery",
        headers: { "accept-encoding": accept, "if-none-match": String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    expect(etags.size).toBe(3);
    expect((await getPage(ctx().app, "/pages/delivery", { "if-none-match": plain.etag })).status).toBe(304);
  });

  it("issue 17: a cached page's CSP lists the hash of each inline script and the page carries no nonce", async () => {
    await getPage(ctx().app, "/pages/collection");
    const page = await getPage(ctx().app, "/pages/collection");
    expect(page.state).toBe("hit");
    expect(page.body).not.toMatch(/\snonce="/);
    const scripts = inlineScriptSources(page.body);
    expect(scripts.length).toBeGreaterThan(0);
    const scriptSrc = page.csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    for (const source of scripts) expect(scriptSrc).toContain(source);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("nonce-");
  });

  it("issue 17: two members and then a visitor get the one shared page, with nothing of either member", async () => {
    const alia = await registerMember(ctx(), { name: "Alia Cachetest" });
    const omar = await registerMember(ctx(), { name: "Omar Cachetest" });
    const pages = [];
    for (const member of [alia, omar]) {
      pages.push(await getPage(ctx().app, "/pages/faq", { cookie: `session=${member.token}` }));
    }
    pages.push(await getPage(ctx().app, "/pages/faq"));
    for (const page of pages) {
      expect(page.status).toBe(200);
      for (const member of [alia, omar]) {
        expect(page.body).not.toContain(member.email);
        expect(page.body).not.toContain(member.user.name);
      }
      expect(page.body).toBe(pages[0]?.body);
    }
    expect(pages.map((p) => p.state)).toEqual(["miss", "hit", "hit"]);
  });

  it("issue 17: the language and currency cookies choose their own page; other cookies do not", async () => {
    const en = await getPage(ctx().app, "/pages/aboutus", { cookie: "theme=x" });
    const fr = await getPage(ctx().app, "/pages/aboutus", { cookie: "lang=fr; theme=x" });
    expect(fr.state).toBe("miss");
    expect(fr.body).toContain('lang="fr"');
    expect(en.body).toContain('lang="en"');
    const frAgain = await getPage(ctx().app, "/pages/aboutus", { cookie: "other=1; lang=fr" });
    expect(frAgain.state).toBe("hit");
    expect(frAgain.body).toBe(fr.body);
  });

  it("issue 17: account, cart, checkout, orders, login, back office and .data requests are never cached", async () => {
    const member = await registerMember(ctx());
    const paths = [
      "/pages/dashboard",
      "/pages/profile",
      "/shop/cart",
      "/pages/checkout",
      "/pages/orders",
      "/pages/wishlist",
      "/pages/login",
      "/pages/register",
      "/admin",
      "/admin/products",
      "/_root.data",
      "/pages/faq.data",
    ];
    for (const url of paths) {
      const asMember: Record<string, string> = { cookie: `session=${member.token}` };
      for (const headers of [{}, asMember, {}]) {
        const page = await getPage(ctx().app, url, headers);
        expect(page.state, url).toBe("bypass");
        expect(page.cacheControl, url).toContain("no-store");
        expect(page.etag, url).toBe("");
      }
    }
  });

  it("issue 17: a 404 and an answer that sets the language cookie are rendered each time, never stored", async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await getPage(ctx().app, "/shop/product/no-such-plant-anywhere");
      expect(missing.status).toBe(404);
      expect(missing.state).toBe("miss");
      expect(missing.cacheControl).toContain("no-store");
      const switched = await getPage(ctx().app, "/pages/delivery?lang=ar");
      expect(switched.state).toBe("miss");
      expect(String(switched.cookies)).toContain("lang=ar");
    }
  });
});
