import { violationsIn } from "./axe";
import { expect, type Page, test } from "./test";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the controls a shopper reaches for while a toast shows: the header's and the phone's icon bar. */
async function controlBoxes(page: Page): Promise<Array<[string, Box]>> {
  const controls = page.locator("header button:visible, header a:visible, nav.mobile-icon-bar :is(a, button):visible");
  const boxes: Array<[string, Box]> = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (box)
      boxes.push([(await control.getAttribute("aria-label")) ?? (await control.textContent())?.trim() ?? "", box]);
  }
  return boxes;
}

for (const { lang, width, height } of [
  { lang: "en", width: 1280, height: 800 },
  { lang: "ar", width: 390, height: 844 },
]) {
  test(`a toast never covers the header's buttons or the phone's icon bar, and reads well (${lang}, ${width}px)`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
    await page.setViewportSize({ width, height });
    await page.goto("/shop/collection/left/sidebar");
    // A visitor follows the footer's "My profile": the guard sends them to log in with an info toast.
    await page.locator("footer").locator('a[href="/pages/profile"]').click();
    const toast = page.locator("[data-sonner-toast]").first();
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL(/\/pages\/login/);
    // Read as a person would: the pointer on it keeps it (sonner pauses its timer), once it has faded in.
    await toast.hover();
    await expect.poll(() => toast.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
    const box = await toast.boundingBox();
    expect(box).not.toBeNull();
    const covered = (await controlBoxes(page)).filter(([, control]) => overlaps(box!, control)).map(([name]) => name);
    expect(covered).toEqual([]);
    // The toast itself (the other axe checks leave toasts out: e2e/axe.ts).
    expect(await violationsIn(page, "[data-sonner-toaster]")).toEqual([]);
  });
}
