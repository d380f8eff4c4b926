import { describe, expect, it } from "vitest";
import { fileTestContext } from "../../test/support/test-app";
import { getPage, hasWebBuild, webBuildDir } from "./page-cache/page-cache.testkit";

// issue 17 (Lighthouse): the render-blocking stylesheets are asked for before the page's module preloads.
describe.skipIf(!hasWebBuild)("issue 17: a page's head names its stylesheets before its scripts", () => {
  const ctx = fileTestContext({ webBuildDir });

  it("issue 17: every stylesheet of the product page is preloaded ahead of the first modulepreload", async () => {
    const page = await getPage(ctx().app, "/shop/product/monstera-deliciosa");
    expect(page.status).toBe(200);
    const head = page.body.slice(0, page.body.indexOf("</head>"));
    const stylesheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
    expect(stylesheets.length).toBeGreaterThan(1);
    const firstScript = head.indexOf('rel="modulepreload"');
    expect(firstScript).toBeGreaterThan(0);
    for (const href of stylesheets) {
      const preload = head.indexOf(`<link rel="preload" href="${href}" as="style"/>`);
      expect(preload, href).toBeGreaterThan(0);
      expect(preload, href).toBeLessThan(firstScript);
    }
  });
});
