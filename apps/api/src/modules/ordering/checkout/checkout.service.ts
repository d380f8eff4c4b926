import {
  type CheckoutQuote,
  type CheckoutQuoteRequest,
  checkoutQuoteRequestSchema,
  type DeliverySettings,
  type Emirate,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
} from "@shop/shared";
import type { Db } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import { SerializedReply } from "../../../lib/reply";
import type { AuthUser } from "../../../plugins/auth";
import type { AddressService } from "../../addresses/addresses.service";
import type { CartService } from "../../cart/cart.service";
import type { DeliveryService } from "../../delivery/delivery.service";
import type { UsersService } from "../../users/users.service";
import { createDiscounts } from "../discounts/discounts.service";
import {
  invalid,
  type Line,
  mergeLines,
  orderRows,
  priceDraft,
  quoteLines,
  quoteWithCode,
  shortNow,
} from "./checkout.draft";
import { methodProblem, orderSizeProblem, outOfStock } from "./checkout.errors";
import { idempotencyKeyOf, requestHash, scopedKey } from "./checkout.idempotency";
import type { AddressSnapshot } from "./checkout.mappers";
import { confirmationMail, startPayment } from "./checkout.notify";
import { orderParties } from "./checkout.parties";
import { readOrderPrices, readQuotePrices, readQuotePricesWithCode, readSkusNow } from "./checkout.prices";
import { OrderAborted } from "./checkout.repo";
import { createShopIdentity, type ShopIdentitySource } from "./checkout.shop";
import { newOrderNumber, type Placed, refuse as refuseWith, replay } from "./checkout.write";
import { codeOfOrder, writeWithCode } from "./checkout.write-code";
import { createKeyCleanup, type KeyCleanupOptions } from "./idempotency-cleanup";
import type { PaymentGateway } from "./payment-gateway";

export interface CheckoutServiceOptions {
  delivery: DeliveryService;
  addresses: AddressService;
  /** The member's cart, when the order is of the cart. */
  cart: Pick<CartService, "linesForOrder">;
  /** The member's contact, when the order sends none. */
  users: Pick<UsersService, "contactOf">;
  /** Card payments (the payments module's Stripe gateway); undefined: card orders are refused. */
  paymentGateway?: PaymentGateway;
  /** Kicked after an order commits, so its e-mail goes out at once (mail module's outbox drainer). */
  outbox?: { kick(): void };
  /** The shop's name and contacts for the invoice (settings service). */
  shop: ShopIdentitySource;
  /** The payment methods staff switched on (settings service, issue 15). */
  payments: { paymentsOn(): Promise<{ card: boolean; cashOnDelivery: boolean }> };
  /** How long a card order holds its stock before it is released (minutes). */
  holdMinutes?: number;
  /** "Send me offers": the newsletter module's double opt-in for the order's e-mail. */
  newsletter?: { subscribe(input: { email: string; source: "checkout"; locale: string }): void };
}

/** Attempts at placing one order (see placeWithRetries). */
const MAX_ATTEMPTS = 5;

function isRetryable(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "40P01" || e.code === "40001") return true;
  }
  return false;
}

/**
 * Checkout: quotes and placing orders. Every figure comes from the database (prices, discounts, delivery
 * charge, COD fee); a placed order takes its stock, its delivery slot, its idempotency key and its e-mail in
 * one transaction (docs/decisions/0007-checkout.md).
 */
export function createCheckoutService(db: Db, options: CheckoutServiceOptions) {
  const { delivery, addresses, cart, users, paymentGateway } = options;
  const holdMs = (options.holdMinutes ?? 15) * 60_000;
  const shopIdentity = createShopIdentity(options.shop);
  const discounts = createDiscounts(db);

  async function resolveEmirate(user: AuthUser | null, emirate?: Emirate, addressId?: number): Promise<Emirate> {
    if (addressId !== undefined) {
      if (!user)
        throw new AppError("UNAUTHORIZED", "Log in to use a saved address.", "Or choose the emirate.", "addressId");
      return (await addresses.find(user.id, addressId)).emirate;
    }
    if (!emirate) throw invalid("Choose the emirate to deliver to.", "Pick one of the seven emirates.", "emirate");
    return emirate;
  }

  /** Contact and address of the order, checked before the transaction (guests must give everything). */
  const parties = (user: AuthUser | null, request: Omit<PlaceOrderRequest, "idempotencyKey">) =>
    orderParties({ addresses, users }, user, request);

  return {
    /** The periodic deletion of day-old idempotency keys (the routes plugin starts it and stops it on close). */
    keyCleanup: (log: KeyCleanupOptions["log"]) => createKeyCleanup({ db, log }),

    /**
     * POST /api/v1/checkout/quote: the figures the server would charge now, from the database only. `ip`: the
     * client's address, for the limit on failed discount codes.
     */
    async quote(user: AuthUser | null, raw: CheckoutQuoteRequest, ip = ""): Promise<CheckoutQuote> {
      const input = checkoutQuoteRequestSchema.parse(raw);
      methodProblem(input.paymentMethod, await options.payments.paymentsOn(), "quote");
      const emirate = await resolveEmirate(user, input.emirate, input.addressId);
      let lines: Line[];
      if (input.lines) lines = input.lines;
      else if (user) lines = await cart.linesForOrder(user.id);
      else throw invalid("The quote has no lines.", "Send the lines of your cart.", "lines");
      const merged = mergeLines(lines);
      if (!merged.length) throw invalid("Your cart is empty.", "Add something to your cart first.", "lines");
      const locale = input.locale ?? "en";
      // A code is looked up in the statement that reads the prices; a stock problem is answered first.
      const shopper = { userId: user?.id ?? null, email: null };
      const query = input.discountCode ? discounts.query(input.discountCode, shopper, ip) : null;
      const read = query?.sql
        ? await readQuotePricesWithCode(db, merged, locale, query.sql)
        : { rows: await readQuotePrices(db, merged, locale), code: null };
      const settings = await delivery.settings();
      const taken = quoteLines(merged, read.rows);
      const code = query ? await discounts.settle(query, read.code) : null;
      const { quote, problem } = quoteWithCode(taken, settings, emirate, input.paymentMethod, code);
      if (problem) throw problem;
      const tooLarge = orderSizeProblem(quote.total);
      if (tooLarge) throw tooLarge;
      return quote;
    },

    /**
     * POST /api/v1/checkout/placeOrder; answers the order serialised (the stored bytes on a replay).
     * `headerKey` is the Idempotency-Key header; `origin` the shop's address for the e-mail's link.
     */
    async placeOrder(
      user: AuthUser | null,
      body: PlaceOrderRequest,
      headerKey: string | string[] | undefined,
      origin: string,
      ip = "",
    ): Promise<SerializedReply<PlaceOrderResponse>> {
      const key = idempotencyKeyOf(body.idempotencyKey, headerKey);
      const { idempotencyKey: _key, ...request } = body;
      const userId = user?.id ?? null;
      const scoped = scopedKey(userId, key);
      const hash = requestHash(userId, request);
      methodProblem(request.paymentMethod, await options.payments.paymentsOn(), Boolean(paymentGateway));
      const settings = await delivery.settings();
      delivery.checkChoice(settings, request.deliveryDate, request.deliverySlot);
      const { contact, address, locale } = await parties(user, request);
      const shop = await shopIdentity();
      const fromCart = !request.lines;

      const placed = await placeWithRetries({
        scoped,
        hash,
        userId,
        request,
        settings,
        contact,
        address,
        locale,
        shop,
        fromCart,
        origin,
        ip,
      });
      if (!placed.replay) {
        options.outbox?.kick();
        // Only a placed order subscribes (a replay already did); the confirmation e-mail asks before any newsletter.
        if (request.newsletter) options.newsletter?.subscribe({ email: contact.email, source: "checkout", locale });
      }
      const payment = await startPayment(db, paymentGateway, placed);
      const paymentJson = payment ? `,"payment":${JSON.stringify(payment)}` : "";
      return SerializedReply.ofJson(`{"order":${placed.orderJson}${paymentJson}}`);
    },
  };

  interface Attempt {
    scoped: string;
    hash: string;
    userId: number | null;
    request: Omit<PlaceOrderRequest, "idempotencyKey">;
    settings: DeliverySettings;
    contact: { name: string; email: string; mobile: string };
    address: AddressSnapshot;
    locale: string;
    shop: Awaited<ReturnType<typeof shopIdentity>>;
    fromCart: boolean;
    origin: string;
    /** The client's address (the limit on failed discount codes). */
    ip: string;
  }

  /**
   * Places the order, trying again from the start when it could not be written as read: a line's stock taken or
   * its price changed in between, the cart edited, a taken order number, a deadlock with a restock. The next
   * attempt reads again, so it answers OUT_OF_STOCK or PRICE_CHANGED from the new state.
   */
  async function placeWithRetries(p: Attempt): Promise<Placed> {
    for (let attempt = 1; ; attempt++) {
      try {
        const placed = await attemptOrder(p);
        if (placed !== "stock") return placed;
        if (attempt < MAX_ATTEMPTS) continue;
        // Every attempt met its stock taken since it read it: answer from what is left now.
        const lines = mergeLines(p.request.lines ?? (p.userId === null ? [] : await cart.linesForOrder(p.userId)));
        const rows = await readSkusNow(db, lines, p.locale);
        return refuse(p, outOfStock(shortNow(lines, rows)));
      } catch (error) {
        if (attempt < MAX_ATTEMPTS && (error instanceof OrderAborted || isRetryable(error))) continue;
        throw error;
      }
    }
  }

  /** A failure that takes nothing, unless the key already holds an order (see checkout.write refuse). */
  function refuse(p: Attempt, failure: Error): Promise<Placed> {
    return refuseWith(db, p.scoped, p.hash, p.locale, failure);
  }

  /**
   * One attempt: the lines (the member's cart, or those sent) and their SKUs are read without locks, the order is
   * priced from them, and writeOrder claims the key, takes the stock (only at those prices) and writes everything
   * in one statement.
   */
  async function attemptOrder(p: Attempt): Promise<Placed | "stock"> {
    const { request, settings, address, contact, locale } = p;
    const cartLines = p.fromCart && p.userId !== null ? await cart.linesForOrder(p.userId) : [];
    const lines = mergeLines(request.lines ?? cartLines);
    if (!lines.length) return refuse(p, invalid("Your cart is empty.", "Add something to your cart first.", "lines"));
    const { orderId, skus } = await readOrderPrices(db, lines, locale);
    // The per-shopper limit counts the account's uses and the order e-mail's (lower-cased).
    const shopper = { userId: p.userId, email: contact.email.toLowerCase() };
    const code = await codeOfOrder(discounts, request.discountCode, shopper, p.ip);
    if (code instanceof AppError) return refuse(p, code);
    const draft = priceDraft({
      code,
      lines,
      skus,
      settings,
      emirate: address.emirate,
      paymentMethod: request.paymentMethod,
      expectedTotal: request.expectedTotal,
    });
    if ("failure" in draft) return refuse(p, draft.failure);
    const { taken, quote } = draft;

    const card = request.paymentMethod === "card";
    const holdExpiresAt = card ? new Date(delivery.now().getTime() + holdMs) : null;
    const createdAt = new Date();
    const number = newOrderNumber();
    const context = { orderId, number, userId: p.userId, request, contact, address, locale, createdAt, holdExpiresAt };
    const rows = orderRows(quote, context);
    const mail = confirmationMail({ ...context, quote, shop: p.shop, origin: p.origin });
    const outcome = await writeWithCode(db, code && { code, discounts, shopper, discount: quote.discount ?? 0 }, {
      rows,
      taken,
      mail,
      cart: cartLines,
      userId: p.userId,
      request,
      settings,
      scoped: p.scoped,
      hash: p.hash,
    });
    if (outcome instanceof AppError) return refuse(p, outcome);
    if (outcome === "taken") return replay(db, p.scoped, p.hash, locale);
    if (outcome === "slot") return refuse(p, delivery.slotFull(request.deliveryDate, request.deliverySlot));
    if (outcome === "stock") return "stock";
    return {
      orderId,
      number,
      paymentMethod: request.paymentMethod,
      total: quote.total,
      email: contact.email,
      name: contact.name,
      locale,
      holdExpiresAt: holdExpiresAt?.toISOString() ?? null,
      orderJson: rows.orderJson,
      replay: false,
    };
  }
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
