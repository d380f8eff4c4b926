import { defineConfig } from "vitest/config";

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
      // A worker keeps its modules from file to file here too (web tests: 32 -> 13 s); none replaces a module.
      { test: { name: "web", include: ["apps/web/app/**/*.test.{ts,tsx}"], isolate: false } },
    ],
  },
});
