import { defineConfig } from "vitest/config";

/** The web tests that vi.mock a module. */
const WEB_MOCKING = [
  "apps/web/app/features/cart/save-local.test.ts",
  "apps/web/app/features/cart/cart-actions.test.ts",
  "apps/web/app/features/wishlist/wishlist-actions.test.ts",
];

export default defineConfig({
  test: {
    // Each API test file opens its own database; two files at a time suit a 2-core machine.
    maxWorkers: 2,
    projects: [
      { test: { name: "shared", include: ["packages/shared/src/**/*.test.ts"] } },
      {
        test: {
          name: "api",
          include: ["apps/api/src/**/*.test.ts", "apps/api/scripts/**/*.test.ts", "apps/api/test/**/*.test.ts"],
          globalSetup: ["apps/api/test/global-setup.ts"],
          // A worker keeps its loaded modules from one file to the next: every file builds its own app on its own
          // database, and importing the app again for each of ~250 files cost more than a third of the run.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      // A worker keeps its modules from file to file here too (web tests: 32 -> 8 s), except the files that replace
      // a module with vi.mock, which must load it afresh.
      { test: { name: "web", include: ["apps/web/app/**/*.test.{ts,tsx}"], exclude: WEB_MOCKING, isolate: false } },
      { test: { name: "web-mocks", include: WEB_MOCKING } },
    ],
  },
});
