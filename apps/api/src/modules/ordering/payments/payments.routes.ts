import { successEnvelope } from "@shop/shared";
import type Stripe from "stripe";
import { z } from "zod";
import { AppError } from "../../../lib/app-error";
import type { ModulePlugin } from "../../../lib/reply";
import type { PaymentsService } from "./payments.service";

/** Stripe's webhook endpoint; it exists only when card payments are configured. */
export const STRIPE_WEBHOOK_PATH = "/api/v1/payments/stripe/webhook";

/** How old a signed webhook may be (Stripe's default tolerance): older deliveries are refused as replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const badSignature = () =>
  new AppError(
    "BAD_REQUEST",
    "The webhook signature is not valid.",
    "Send the event exactly as signed, with its Stripe-Signature header, within 5 minutes.",
  );

/**
 * POST /api/v1/payments/stripe/webhook (STRIPE_WEBHOOK_PATH). The signature covers the exact bytes Stripe sent, so within this
 * plugin only (encapsulated) JSON bodies are kept raw; everywhere else they are parsed as usual.
 */
export const stripeWebhookRoutes: ModulePlugin<{ payments: PaymentsService; webhookSecret: string }> = async (
  app,
  { payments, webhookSecret },
) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post(
    STRIPE_WEBHOOK_PATH,
    {
      schema: {
        tags: ["payments"],
        summary: "Stripe webhook (signed): payment_intent.succeeded, payment_intent.payment_failed, charge.refunded",
        description:
          "The Stripe-Signature header is checked on the raw body; a bad, missing or older-than-5-minutes " +
          "signature is BAD_REQUEST (400). Each event id is applied once; repeats answer `duplicate`.",
        response: { 200: successEnvelope(z.object({ received: z.literal(true), outcome: z.string() })) },
      },
    },
    async (request) => {
      const signature = request.headers["stripe-signature"];
      const body = request.body;
      if (typeof signature !== "string" || !Buffer.isBuffer(body)) throw badSignature();
      let event: Stripe.Event;
      try {
        const { default: StripeSdk } = await import("stripe");
        event = StripeSdk.webhooks.constructEvent(body, signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch {
        throw badSignature();
      }
      const outcome = await payments.apply(event);
      request.log.info({ eventId: event.id, type: event.type, outcome }, "stripe webhook");
      return { received: true as const, outcome };
    },
  );
};
