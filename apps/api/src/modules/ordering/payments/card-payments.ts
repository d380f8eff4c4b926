import Stripe from "stripe";
import type { StripeConfig } from "../../../config";
import type { PaymentGateway } from "../checkout/payment-gateway";

/**
 * Card payment through Stripe (docs/decisions/0008-orders-payments.md): checkout's PaymentGateway, plus what
 * the rest of the shop needs. Present only when Stripe keys are configured; without it the card option is hidden.
 */
export interface CardPayments extends PaymentGateway {
  /** Stripe.js's key, for the checkout page. */
  readonly publishableKey: string;
  /** Best effort, after an unpaid order is cancelled: its intent can no longer be paid. Never throws. */
  cancelPayment(paymentIntentId: string): Promise<void>;
}

/** The Stripe SDK for the configured keys, pointed at the stand-in's address when one is set (tests). */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(config.host ? { host: config.host } : {}),
    ...(config.port ? { port: config.port } : {}),
    ...(config.protocol ? { protocol: config.protocol } : {}),
    appInfo: { name: "bustan-shop" },
  });
}

export function createStripeCardPayments(
  config: StripeConfig,
  log: { warn: (obj: object, msg: string) => void },
): CardPayments {
  const stripe = createStripeClient(config);
  return {
    publishableKey: config.publishableKey,
    /**
     * The order's PaymentIntent: amount = total in fils, currency aed, the order number in metadata (the webhook
     * finds the order by it). Idempotent per order: an intent already recorded is retrieved, and creation uses
     * the idempotency key order-<number>, so a retry never makes a second intent.
     */
    async startPayment(request) {
      const intent = request.existingPaymentIntentId
        ? await stripe.paymentIntents.retrieve(request.existingPaymentIntentId)
        : await stripe.paymentIntents.create(
            {
              amount: request.amountFils,
              currency: request.currency,
              automatic_payment_methods: { enabled: true },
              receipt_email: request.email,
              description: `Bustan order ${request.number}`,
              metadata: { orderNumber: request.number, orderId: String(request.orderId) },
            },
            { idempotencyKey: `order-${request.number}` },
          );
      if (!intent.client_secret) throw new Error(`Stripe gave no client secret for ${intent.id}`);
      return { paymentIntentId: intent.id, clientSecret: intent.client_secret };
    },
    async cancelPayment(paymentIntentId) {
      try {
        await stripe.paymentIntents.cancel(paymentIntentId, { cancellation_reason: "abandoned" });
      } catch (error) {
        // Already succeeded or cancelled: the webhook decides what that means for the order.
        log.warn({ err: error, paymentIntentId }, "stripe: could not cancel the payment intent");
      }
    },
  };
}
