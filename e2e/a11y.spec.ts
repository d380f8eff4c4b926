import { axeOf } from "./axe";
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
      const results = await axeOf(page).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
}
