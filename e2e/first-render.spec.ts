import { expect, type Page, test } from "./test";

/**
 * The browser's first render of a server-rendered page (hydration; decision 0026 tried another renderer for it):
 * it must leave the head as the server sent it, correct what the shopper's own state changes (attributes too, not
 * only text), and keep every reference between elements (label for, aria-*) pointing at an element that exists.
 */

/** Records every change to the head's links and every console error from the first byte on. */
async function watchHead(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { headChanges: string[] }).headChanges = changes;
    document.addEventListener("DOMContentLoaded", () => {
      new MutationObserver((records) => {
        for (const record of records) {
          const link = record.target as Element;
          if (record.type === "attributes" && link.localName === "link") {
            changes.push(`${link.getAttribute("rel")} ${record.attributeName}`);
          }
          for (const node of record.removedNodes) {
            const rel = (node as Element).getAttribute?.("rel");
            if (rel === "stylesheet" || rel === "icon") changes.push(`removed ${rel}`);
          }
        }
      }).observe(document.head, { attributes: true, childList: true, subtree: true });
    });
  });
  return errors;
}

/** References from one element to another's id that point at nothing. */
function danglingReferences(page: Page) {
  return page.evaluate(() => {
    const missing: string[] = [];
    const attributes = ["for", "aria-describedby", "aria-labelledby", "aria-controls", "aria-errormessage"];
    for (const name of attributes) {
      for (const element of document.querySelectorAll(`[${name}]`)) {
        for (const id of (element.getAttribute(name) ?? "").split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) missing.push(`${element.localName}[${name}=${id}]`);
        }
      }
    }
    return missing;
  });
}

const PAGES: [name: string, path: string][] = [
  ["home", "/"],
  ["collection", "/shop/collection/left/sidebar"],
  ["product", "/shop/product/monstera-deliciosa"],
];

for (const [name, path] of PAGES) {
  test(`hydration: the ${name} page's first render keeps the server's head and leaves no reference dangling`, async ({
    page,
  }) => {
    const errors = await watchHead(page);
    await page.goto(path);
    expect(await page.evaluate(() => (window as unknown as { headChanges: string[] }).headChanges)).toEqual([]);
    await expect(page.locator('head link[rel="stylesheet"]')).not.toHaveCount(0);
    expect(await danglingReferences(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("hydration: what the shopper's own state changes on a shared page is right after the first render, attributes too", async ({
  page,
}) => {
  await page.goto("/shop/collection/left/sidebar");
  const toggle = page.getByRole("button", { name: "Add to compare: Monstera Deliciosa" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  // The server sends every visitor the same page, with the toggle not pressed; the browser's first render says so.
  const served = await page.request.get("/shop/collection/left/sidebar");
  expect(await served.text()).toContain('aria-pressed="false"');
  await page.reload();
  await expect(page.getByRole("button", { name: "Add to compare: Monstera Deliciosa" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect(await danglingReferences(page)).toEqual([]);
});
