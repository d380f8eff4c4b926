import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rules every axe check here runs: WCAG 2.1 A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

type Violations = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"];

/** "rule: target, target" per violation, so a failing expect names the elements, not only the rule. */
function described(violations: Violations): string[] {
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * Axe with the WCAG 2.1 A and AA rules, on the page itself: the toasts are left out, since one fading in or out
 * would be measured mid-way (its colours blended with whatever lies behind it).
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).exclude("[data-sonner-toaster]").withTags(WCAG_TAGS);
}

/** The serious and critical violations on the page as it is (axeOf), described. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axeOf(page).analyze();
  return described(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical"));
}

/** Every violation, whatever its impact, within `selector` only (e.g. the toasts, which axeOf leaves out), described. */
export async function violationsIn(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).withTags(WCAG_TAGS).analyze();
  return described(results.violations);
}
