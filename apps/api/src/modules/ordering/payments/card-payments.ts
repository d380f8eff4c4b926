import type Stripe from "stripe";
import type { StripeConfig } from "../../../config";
import { loadOnce } from "../../../lib/load-once";
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
  /** Gives back part or all of a paid intent (issue 15 refunds). Never throws: the outcome says what happened. */
  refund(request: CardRefundRequest): Promise<CardRefundOutcome>;
}

export interface CardRefundRequest {
  paymentIntentId: string;
  amountFils: number;
  /** The order_refunds row: the idempotency key refund-<id>, so asking again never refunds twice. */
  refundId: number;
  orderNumber: string;
}

/**
 * made: Stripe took the refund (succeeded, or pending at the card network: it goes through). refused: Stripe
 * answered no (4xx, or the refund failed or was cancelled); nothing was refunded. unknown: no answer (network, 5xx,
 * 429 after the SDK's own retries with the same key): it may or may not have been made, so ask again with the same
 * key, never with a new one.
 */
export type CardRefundOutcome =
  | { outcome: "made"; providerRefundId: string }
  | { outcome: "refused"; message: string; providerRefundId?: string }
  | { outcome: "unknown"; message: string };

/** A Stripe SDK error's HTTP status, when it had an answer. */
function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" ? status : undefined;
}

/**
 * The Stripe SDK for the configured keys, pointed at the stand-in's address when one is set (tests). Loaded with the
 * first card call (the SDK is ~90 ms and ~15 MB), not at start-up (issue 17).
 */
export async function createStripeClient(config: StripeConfig): Promise<Stripe> {
  const { default: StripeSdk } = await import("stripe");
  return new StripeSdk(config.secretKey, {
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
  const sdk = loadOnce(() => createStripeClient(config));
  return {
    publishableKey: config.publishableKey,
    /**
     * The order's PaymentIntent: amount = total in fils, currency aed, the order number in metadata (the webhook
     * finds the order by it). Idempotent per order: an intent already recorded is retrieved, and creation uses
     * the idempotency key order-<number>, so a retry never makes a second intent.
     */
    async startPayment(request) {
      const stripe = await sdk();
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
      const stripe = await sdk();
      try {
        await stripe.paymentIntents.cancel(paymentIntentId, { cancellation_reason: "abandoned" });
      } catch (error) {
        // Already succeeded or cancelled: the webhook decides what that means for the order.
        log.warn({ err: error, paymentIntentId }, "stripe: could not cancel the payment intent");
      }
    },
    async refund(request) {
      try {
        const stripe = await sdk();
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.paymentIntentId,
            amount: request.amountFils,
            reason: "requested_by_customer",
            metadata: { orderNumber: request.orderNumber, refundId: String(request.refundId) },
          },
          { idempotencyKey: `refund-${request.refundId}` },
        );
        if (refund.status === "failed" || refund.status === "canceled") {
          const message = `Stripe could not make the refund (${refund.failure_reason ?? refund.status}).`;
          return { outcome: "refused", message, providerRefundId: refund.id };
        }
        return { outcome: "made", providerRefundId: refund.id };
      } catch (error) {
        const status = statusOf(error);
        const message = error instanceof Error ? error.message : String(error);
        log.warn({ err: error, refundId: request.refundId }, "stripe: the refund was not made");
        if (status !== undefined && status >= 400 && status < 500 && status !== 429) {
          return { outcome: "refused", message };
        }
        return { outcome: "unknown", message };
      }
    },
  };
}
