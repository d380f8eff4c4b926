import { fileURLToPath } from "node:url";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import { describe, expect, it } from "vitest";

// The API's boundary rules of `npm run lint` (docs/architecture.md), on a planted violation and on the API.
const repo = fileURLToPath(new URL("../../../", import.meta.url));
const fixture = fileURLToPath(new URL("./fixtures/boundaries/", import.meta.url));

async function violations(baseDir: string): Promise<string[]> {
  const options = await extractDepcruiseOptions(`${repo}.dependency-cruiser.cjs`);
  const result = await cruise(["apps/api/src"], { ...options, baseDir });
  const output = result.output as ICruiseResult;
  return output.summary.violations
    .filter((v) => v.rule.severity !== "ignore")
    .map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

describe("API module boundaries (dependency-cruiser)", () => {
  it("reports a module that imports another module's repo (not its service or read model), and production code that imports test support", async () => {
    expect((await violations(fixture)).sort()).toEqual([
      "api-module-uses-other-module-service: apps/api/src/modules/cart/cart.service.ts -> apps/api/src/modules/catalogue/catalogue.repo.ts",
      "api-no-test-support-in-production: apps/api/src/modules/cart/cart.service.ts -> apps/api/test/support/test-app.ts",
    ]);
  });

  it("finds no violation in the API", async () => {
    expect(await violations(repo)).toEqual([]);
  }, 60_000);
});
