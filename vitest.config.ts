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
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      { test: { name: "web", include: ["apps/web/app/**/*.test.{ts,tsx}"] } },
    ],
  },
});
