import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Axe with the WCAG 2.1 A and AA rules, on the page itself: the toasts are left out, since one fading in or out
 * would be measured mid-way (its colours blended with whatever lies behind it).
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .exclude("[data-sonner-toaster]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
}
