/**
 * What checkout needs from a card-payment provider (Stripe Payment Intents, DESIGN "payment"). The payments
 * module implements it; app.ts passes it to createCheckoutService as `paymentGateway` (undefined when Stripe is
 * not configured: card orders are then refused with VALIDATION_FAILED and loadShipmentDetails says
 * cardEnabled false).
 *
 * Checkout calls startPayment after the order's transaction has committed (never while it holds row locks),
 * for every answer of a card order: the first and each idempotent replay of it. So it must be idempotent per
 * order: the same order must get the same PaymentIntent (e.g. Stripe's idempotency key `order-<orderId>`, or
 * retrieve `existingPaymentIntentId` when it is set). Checkout records the returned id on the order
 * (orders.payment_intent_id) unless it is already there. If it throws, the shopper gets SERVICE_UNAVAILABLE and
 * the order stays pending_payment with its stock held until holdExpiresAt; a retry with the same idempotency
 * key calls startPayment again.
 */
export interface PaymentGateway {
  startPayment(request: PaymentRequest): Promise<PaymentStart>;
}

export interface PaymentRequest {
  orderId: number;
  /** Order number, e.g. BST-4K7P-2Q9D (for the statement descriptor / metadata). */
  number: string;
  /** The total to charge, in fils (Stripe's minor unit of AED). */
  amountFils: number;
  currency: "aed";
  email: string;
  name: string;
  locale: string;
  /** The PaymentIntent already recorded on the order by an earlier answer, or null. */
  existingPaymentIntentId: string | null;
  /** The order is cancelled and its stock released after this time unless it is paid. */
  holdExpiresAt: Date;
}

export interface PaymentStart {
  paymentIntentId: string;
  /** For Stripe.js confirmCardPayment / the Payment Element on the checkout page. */
  clientSecret: string;
}
