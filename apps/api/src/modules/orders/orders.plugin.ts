import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import type { CartService } from "../cart/cart.service";
import { type CardPayments, createStripeCardPayments } from "../payments/card-payments";
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

export interface OrdersPluginOptions {
  config: AppConfig;
  db: Db;
  cart: Pick<CartService, "addAll">;
  outbox?: { kick(): void };
  /** Hold-expiry pass interval (ms); default 30 s. */
  holdExpiryIntervalMs?: number;
}

/**
 * Orders after they are placed: the member's orders and tracking, the back office, card payment (only with
 * Stripe keys) and the hold-expiry job (started when the app is ready, stopped on close).
 * Returns cardPayments for placeOrder (undefined without keys: no card option).
 */
export async function registerOrders(
  app: FastifyInstance,
  { config, db, cart, outbox, holdExpiryIntervalMs }: OrdersPluginOptions,
): Promise<{ cardPayments: CardPayments | undefined; holdExpiry: HoldExpiry }> {
  const cardPayments = config.stripe ? createStripeCardPayments(config.stripe, app.log) : undefined;
  const transitions: TransitionContext = {
    origin: config.publicOrigin,
    kickMail: outbox ? () => outbox.kick() : undefined,
    afterUnpaidCardCancel: cardPayments
      ? (order) => cardPayments.cancelPayment(order.paymentIntentId ?? "")
      : undefined,
  };

  await app.register(ordersRoutes, {
    orders: createOrdersService({ db, cart, transitions }),
    trackPerMinute: config.trackRateLimitPerMinute,
  });
  await app.register(adminOrdersRoutes, { adminOrders: createAdminOrdersService(db, transitions) });
  if (config.stripe) {
    await app.register(stripeWebhookRoutes, {
      payments: createPaymentsService(db, transitions),
      webhookSecret: config.stripe.webhookSecret,
    });
  }

  const holdExpiry = createHoldExpiry({
    db,
    transitions,
    log: app.log,
    intervalMs: holdExpiryIntervalMs,
  });
  app.decorate("orderHoldExpiry", holdExpiry);
  app.addHook("onReady", async () => holdExpiry.start());
  app.addHook("onClose", async () => holdExpiry.stop());
  return { cardPayments, holdExpiry };
}
