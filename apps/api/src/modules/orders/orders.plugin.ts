import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { runWithApp } from "../../lib/periodic-job";
import type { ModulePlugin } from "../../lib/reply";
import type { CartService } from "../cart/cart.service";
import { createStripeCardPayments } from "../payments/card-payments";
import { stripeWebhookRoutes } from "../payments/payments.routes";
import { createPaymentsService } from "../payments/payments.service";
import { createHoldExpiry, type HoldExpiry } from "./hold-expiry";
import { adminOrdersRoutes } from "./orders.admin.routes";
import { createAdminOrdersService } from "./orders.admin.service";
import { ordersRoutes } from "./orders.routes";
import { createOrdersService } from "./orders.service";
import type { TransitionContext } from "./orders.transitions";

declare module "fastify" {
  interface FastifyInstance {
    /** The hold-expiry job of this instance (tests stop it to run passes themselves). */
    orderHoldExpiry: HoldExpiry;
  }
}

export interface OrdersOptions {
  config: AppConfig;
  db: Db;
  cart: Pick<CartService, "addAll">;
  outbox?: { kick(): void };
  log: FastifyBaseLogger;
}

/**
 * Orders after they are placed: the member's orders and tracking, the back office, card payment (only with
 * Stripe keys: cardPayments is undefined without them, and placeOrder offers no card) and the hold-expiry job.
 */
export function createOrders({ config, db, cart, outbox, log }: OrdersOptions) {
  const cardPayments = config.stripe ? createStripeCardPayments(config.stripe, log) : undefined;
  const transitions: TransitionContext = {
    origin: config.publicOrigin,
    kickMail: outbox ? () => outbox.kick() : undefined,
    afterUnpaidCardCancel: cardPayments
      ? (order) => cardPayments.cancelPayment(order.paymentIntentId ?? "")
      : undefined,
  };
  return {
    cardPayments,
    orders: createOrdersService({ db, cart, transitions }),
    adminOrders: createAdminOrdersService(db, transitions),
    payments: createPaymentsService(db, transitions),
    holdExpiry: createHoldExpiry({ db, transitions, log }),
  };
}
export type Orders = ReturnType<typeof createOrders>;

/** The orders module: its routes, the Stripe webhook (with Stripe keys) and the hold-expiry job. */
export const ordersModule: ModulePlugin<{ orders: Orders; config: AppConfig }> = async (app, { orders, config }) => {
  await app.register(ordersRoutes, { orders: orders.orders, trackPerMinute: config.trackRateLimitPerMinute });
  await app.register(adminOrdersRoutes, { adminOrders: orders.adminOrders });
  if (config.stripe) {
    await app.register(stripeWebhookRoutes, { payments: orders.payments, webhookSecret: config.stripe.webhookSecret });
  }
  runWithApp(app, orders.holdExpiry);
};
