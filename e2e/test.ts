import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/**
 * A page of ours asks for its scripts only after its first paint (apps/web/app/shell/layout/deferred-scripts.tsx),
 * so its load event can come before it answers clicks; its root marks <html data-hydrated> once it does. Pages
 * without the deferred script (JSON, a PDF, an image) are ready at load.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('script[type="text/x-shop-module"]') ||
      document.documentElement.hasAttribute("data-hydrated"),
  );
}

type Navigation = (this: Page, ...args: unknown[]) => Promise<unknown>;
const readyAt = new Set([undefined, "load", "networkidle"]);

/**
 * Every page.goto and page.reload (on the test's page and on pages of contexts a test opens itself) waits for
 * hydration as well as for the load event, as a person would wait for the page to respond. Done once per worker
 * on the Page class: fixtures cannot reach the pages of `browser.newContext()`. A navigation that asks to return
 * earlier (waitUntil "commit" or "domcontentloaded") is left as it is.
 */
function waitForHydrationOnNavigation(pageClass: Record<string, Navigation>) {
  for (const name of ["goto", "reload"]) {
    const navigate = pageClass[name] as Navigation;
    pageClass[name] = async function (this: Page, ...args: unknown[]) {
      const response = await navigate.apply(this, args);
      const options = args.find((arg) => typeof arg === "object" && arg !== null) as { waitUntil?: string } | undefined;
      if (readyAt.has(options?.waitUntil)) await untilHydrated(this);
      return response;
    };
  }
}

export const test = base.extend<object, { hydrationAfterNavigation: undefined }>({
  hydrationAfterNavigation: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      waitForHydrationOnNavigation(Object.getPrototypeOf(await context.newPage()));
      await context.close();
      await use(undefined);
    },
    { scope: "worker", auto: true },
  ],
});
