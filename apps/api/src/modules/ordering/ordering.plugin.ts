import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { runWithApp } from "../../lib/periodic-job";
import type { ModulePlugin } from "../../lib/reply";
import type { AddressService } from "../addresses/addresses.service";
import type { RecordAudit } from "../audit/audit.service";
import type { CartService } from "../cart/cart.service";
import type { DeliveryService } from "../delivery/delivery.service";
import type { MailRenderers } from "../mail/mail.service";
import type { SettingsService } from "../settings/settings.service";
import type { UsersService } from "../users/users.service";
import { renderOrderConfirmation } from "./checkout/checkout.mail";
import { checkoutRoutes } from "./checkout/checkout.routes";
import { type CheckoutServiceOptions, createCheckoutService } from "./checkout/checkout.service";
import { discountAdminRoutes } from "./discounts/discounts.admin.routes";
import { createDiscountAdmin } from "./discounts/discounts.admin.service";
import { orderDocumentsRoutes } from "./documents/documents.routes";
import { createOrderDocuments } from "./documents/documents.service";
import { createHoldExpiry, type HoldExpiry } from "./orders/hold-expiry";
import { adminOrdersRoutes } from "./orders/orders.admin.routes";
import { createAdminOrdersService } from "./orders/orders.admin.service";
import { createCustomerOrders } from "./orders/orders.customers";
import { renderDeliveryChangedMail } from "./orders/orders.delivery-change.mail";
import { renderOrderStatusMail } from "./orders/orders.mail";
import { ordersRoutes } from "./orders/orders.routes";
import { createOrdersService } from "./orders/orders.service";
import type { TransitionContext } from "./orders/orders.transitions";
import { type CardPayments, createStripeCardPayments } from "./payments/card-payments";
import { stripeWebhookRoutes } from "./payments/payments.routes";
import { createPaymentsService } from "./payments/payments.service";
import { renderOrderRefundMail } from "./refunds/refunds.mail";
import { refundsRoutes } from "./refunds/refunds.routes";
import { createRefunds } from "./refunds/refunds.wiring";
import { reportsRoutes } from "./reports/reports.routes";
import { createReportsService } from "./reports/reports.service";

declare module "fastify" {
  interface FastifyInstance {
    /** The hold-expiry job of this instance (tests stop it to run passes themselves). */
    orderHoldExpiry: HoldExpiry;
  }
}

/** Card payments through Stripe when its keys are set; undefined without them (placeOrder then offers no card). */
export function cardPaymentsFrom(config: AppConfig, log: FastifyBaseLogger): CardPayments | undefined {
  return config.stripe ? createStripeCardPayments(config.stripe, log) : undefined;
}

/** The order e-mails (their text is ordering's): the mail module's outbox renders them by template. */
export const orderingMails = {
  orderConfirmation: renderOrderConfirmation,
  orderStatus: renderOrderStatusMail,
  orderRefund: renderOrderRefundMail,
  orderDeliveryChanged: renderDeliveryChangedMail,
} satisfies MailRenderers;

/** What ordering uses of other modules: each one's service, passed in by app.ts. */
export interface OrderingOptions {
  config: AppConfig;
  db: Db;
  log: FastifyBaseLogger;
  cardPayments: CardPayments | undefined;
  cart: CartService;
  delivery: DeliveryService;
  addresses: AddressService;
  users: Pick<UsersService, "contactOf">;
  /** The shop's name and contacts for the invoice. */
  settings: SettingsService;
  /** The audit module's recordAudit: staff moves of orders are recorded in their transaction. */
  recordAudit: RecordAudit;
  /** Kicked after an order's e-mail is written, so it goes out at once (mail module's outbox drainer). */
  outbox?: { kick(): void };
  /** The newsletter module's double opt-in, for the checkout's "send me offers". */
  newsletter?: CheckoutServiceOptions["newsletter"];
}

/**
 * The ordering module owns an order's whole life and every table of it (orders, lines, events, payment events,
 * stock holds, idempotency keys, delivery slot bookings; docs/architecture.md): checkout places orders, orders
 * moves and shows them, payments takes card payments, and its jobs release expired holds and old keys.
 */
export function createOrdering(options: OrderingOptions) {
  const { config, db, log, cardPayments, outbox } = options;
  const transitions: TransitionContext = {
    origin: config.publicOrigin,
    kickMail: outbox ? () => outbox.kick() : undefined,
    afterUnpaidCardCancel: cardPayments
      ? (order) => cardPayments.cancelPayment(order.paymentIntentId ?? "")
      : undefined,
  };
  return {
    checkout: createCheckoutService(db, {
      delivery: options.delivery,
      addresses: options.addresses,
      cart: options.cart,
      users: options.users,
      paymentGateway: cardPayments,
      outbox,
      shop: options.settings,
      payments: options.settings,
      newsletter: options.newsletter,
    }),
    orders: createOrdersService({ db, cart: options.cart, transitions }),
    adminOrders: createAdminOrdersService(db, transitions, options.recordAudit, options.delivery),
    payments: createPaymentsService(db, transitions),
    holdExpiry: createHoldExpiry({ db, transitions, log }),
    /** Refunds (issue 15): through Stripe for card orders, recorded for cash on delivery; a paid card order's cancel. */
    refunds: createRefunds({ db, cardPayments, transitions, recordAudit: options.recordAudit, log }),
    /** Tax invoices and packing slips as PDF (issue 15). */
    documents: createOrderDocuments(db, options.settings),
    /** The back office's customers (issue 15): a customer's orders, spend, export and erasure. */
    customers: createCustomerOrders(db),
    /** The back office's sales and VAT reports (issue 15). */
    reports: createReportsService(db),
    /** The back office's discount codes (issue 16). */
    discountAdmin: createDiscountAdmin(db, options.recordAudit),
  };
}
export type Ordering = ReturnType<typeof createOrdering>;

/**
 * The ordering module's routes (checkout, orders, back-office orders, the Stripe webhook with Stripe keys) and
 * its jobs: hold expiry, and deleting day-old idempotency keys every 10 minutes.
 */
export const orderingModule: ModulePlugin<{ ordering: Ordering; config: AppConfig }> = async (
  app,
  { ordering, config },
) => {
  runWithApp(app, ordering.holdExpiry);
  runWithApp(app, ordering.checkout.keyCleanup(app.log));
  await app.register(checkoutRoutes, { checkout: ordering.checkout, publicOrigin: config.publicOrigin });
  await app.register(ordersRoutes, { orders: ordering.orders, trackPerMinute: config.trackRateLimitPerMinute });
  await app.register(adminOrdersRoutes, { adminOrders: ordering.adminOrders });
  runWithApp(app, ordering.refunds.sweep);
  await app.register(refundsRoutes, { refunds: ordering.refunds.service, adminOrders: ordering.adminOrders });
  await app.register(orderDocumentsRoutes, { documents: ordering.documents });
  await app.register(reportsRoutes, { reports: ordering.reports });
  await app.register(discountAdminRoutes, { discounts: ordering.discountAdmin });
  if (config.stripe) {
    await app.register(stripeWebhookRoutes, {
      payments: ordering.payments,
      webhookSecret: config.stripe.webhookSecret,
    });
  }
};
