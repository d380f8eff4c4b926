import { seriousViolations } from "./axe";
import { expect, test } from "./test";

for (const lang of ["en", "ar"] as const) {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`axe finds no serious or critical violation on home (${lang}, ${viewport.width}px)`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
      await page.setViewportSize(viewport);
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("region").first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
