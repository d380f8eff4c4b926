import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { STAND_IN_KEYS } from "../apps/api/test/support/stripe-stand-in";
import base, { suiteRateLimits } from "./playwright.config";

/**
 * Card payment in Chromium (e2e/card-payment.spec.ts): the production build with Stripe keys, whose API calls
 * go to a loopback stand-in of Stripe's API that sends signed webhooks back to the shop; the browser gets a
 * stand-in of Stripe.js through page.route (no internet here). A second server without keys shows the shop
 * without card payment. Own ports and data directories, so it can run beside the main end-to-end suite.
 */
export const CARD_PORT = Number(process.env.E2E_CARD_PORT ?? 3300);
export const PLAIN_PORT = CARD_PORT + 1;
export const STRIPE_STAND_IN_PORT = CARD_PORT + 99;

const root = path.resolve(import.meta.dirname, "..");
const shopEnv = (port: number) => ({
  NODE_ENV: "production",
  PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: path.join(tmpdir(), `bustan-e2e-${port}`),
  DATABASE_URL: "",
  LOG_LEVEL: "warn",
  ...suiteRateLimits,
});
const shop = (port: number, env: Record<string, string>) => ({
  command: `rm -rf "${env.DATA_DIR}" && node apps/api/dist/server.js`,
  cwd: root,
  url: `http://127.0.0.1:${port}/api/health`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env,
});

export default defineConfig<object, { cardPayments: boolean }>({
  ...base,
  testMatch: "card-payment.spec.ts",
  // Not the main suite's folder: npm test runs both suites at once, and each run empties its own.
  outputDir: path.join(import.meta.dirname, "test-results-card"),
  // One suite of its own: not the base config's projects (which leave the card spec out).
  projects: undefined,
  testIgnore: [],
  workers: 1,
  fullyParallel: false,
  use: { ...base.use, baseURL: `http://127.0.0.1:${CARD_PORT}`, cardPayments: true },
  webServer: [
    {
      command: "npx tsx e2e/fixtures/stripe-stand-in-server.ts",
      cwd: root,
      // Without a key Stripe's API answers 401: the stand-in is up.
      url: `http://127.0.0.1:${STRIPE_STAND_IN_PORT}/v1/payment_intents`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        STRIPE_STAND_IN_PORT: String(STRIPE_STAND_IN_PORT),
        STRIPE_WEBHOOK_URL: `http://127.0.0.1:${CARD_PORT}/api/v1/payments/stripe/webhook`,
        // Like Stripe, the webhook comes after the shopper is back: the success page must wait for it. 4 s, so
        // the page's "confirming" state is still there to see on a busy machine (the first start draws pictures).
        STRIPE_WEBHOOK_DELAY_MS: "4000",
      },
    },
    shop(CARD_PORT, {
      ...shopEnv(CARD_PORT),
      STRIPE_SECRET_KEY: STAND_IN_KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: STAND_IN_KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(STRIPE_STAND_IN_PORT),
      STRIPE_API_PROTOCOL: "http",
    }),
    shop(PLAIN_PORT, shopEnv(PLAIN_PORT)),
  ],
});
