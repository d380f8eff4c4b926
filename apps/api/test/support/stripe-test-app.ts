import { afterAll, beforeAll } from "vitest";
import { STRIPE_WEBHOOK_PATH } from "../../src/modules/ordering/payments/payments.routes";
import { type StripeStandIn, startStripeStandIn } from "./stripe-stand-in";
import { createTestContext, type TestContext } from "./test-app";

/**
 * A test file's app with card payments on, against the Stripe stand-in on loopback: the stand-in starts first
 * (its address goes into the app's environment) and both close after the file's tests. With `webhooks`,
 * confirmations at the stand-in deliver their signed events to this app's webhook, as Stripe does. Answers
 * getters, as both exist only once beforeAll has run.
 */
export function stripeTestApp(options: { webhooks?: boolean } = {}) {
  let ctx: TestContext | undefined;
  let stripe: StripeStandIn | undefined;
  const opened = <T>(value: T | undefined): T => {
    if (!value) throw new Error("the Stripe test app is opened in beforeAll: use it inside a hook or a test");
    return value;
  };
  const app = {
    ctx: () => opened(ctx),
    stripe: () => opened(stripe),
    /** POSTs an event to the shop's Stripe webhook, signed when it has a signature, as Stripe does. */
    deliver(event: { body: string; signature?: string }, contentType = "application/json; charset=utf-8") {
      return app.ctx().app.inject({
        method: "POST",
        url: STRIPE_WEBHOOK_PATH,
        headers: { "content-type": contentType, ...(event.signature ? { "stripe-signature": event.signature } : {}) },
        payload: event.body,
      });
    },
  };
  beforeAll(async () => {
    stripe = await startStripeStandIn(
      options.webhooks ? { webhook: async (event) => (await app.deliver(event)).statusCode } : {},
    );
    ctx = await createTestContext({ env: stripe.env });
  });
  afterAll(async () => {
    await ctx?.close();
    await stripe?.close();
  });
  return app;
}
