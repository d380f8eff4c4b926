import { fileURLToPath } from "node:url";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import { describe, expect, it } from "vitest";

// The boundary rules of `npm run lint` (docs/architecture.md), run on a planted violation and on the app.
const repo = fileURLToPath(new URL("../../../", import.meta.url));
const fixture = fileURLToPath(new URL("../test-fixtures/boundaries/", import.meta.url));

async function violations(baseDir: string): Promise<string[]> {
  const options = await extractDepcruiseOptions(`${repo}.dependency-cruiser.cjs`);
  const result = await cruise(["apps/web/app"], { ...options, baseDir });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

describe("module boundaries (dependency-cruiser)", () => {
  it("reports a feature that imports another feature's inner file, ui/ importing a feature, and two features importing each other", async () => {
    expect((await violations(fixture)).sort()).toEqual([
      "web-feature-uses-other-feature-index: apps/web/app/features/wishlist/wishlist-link.ts -> apps/web/app/features/cart/cart-link.ts",
      "web-frame-does-not-use-features: apps/web/app/ui/badge.ts -> apps/web/app/features/cart/index.ts",
      "web-no-feature-cycles: apps/web/app/features/checkout/checkout-summary.ts -> apps/web/app/features/orders/index.ts",
    ]);
  });

  it("finds no violation in the web app", async () => {
    expect(await violations(repo)).toEqual([]);
  }, 30_000);
});
