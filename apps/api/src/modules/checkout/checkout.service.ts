import { randomInt } from "node:crypto";
import {
  type CheckoutQuote,
  type CheckoutQuoteRequest,
  checkoutQuoteRequestSchema,
  type DeliverySettings,
  type Emirate,
  MAX_LINE_QTY,
  normaliseMobile,
  type Order,
  type PaymentMethod,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  priceOrder,
  VAT_PERCENT,
} from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { SerializedReply } from "../../lib/reply";
import type { AuthUser } from "../../plugins/auth";
import type { AddressService } from "../addresses/addresses.service";
import { readCartLines } from "../cart/cart.repo";
import type { DeliveryService } from "../delivery/delivery.service";
import { toOrder } from "../orders/orders.mappers";
import { findUserById } from "../users/users.repo";
import { orderSizeProblem, outOfStock, priceChanged, type Unavailable } from "./checkout.errors";
import { idempotencyKeyOf, requestHash, scopedKey } from "./checkout.idempotency";
import type { OrderConfirmationMail } from "./checkout.mail";
import { type AddressSnapshot, addressLines, optionsText } from "./checkout.mappers";
import {
  keyIsFree,
  loadSkus,
  OrderAborted,
  orderPayment,
  orderSnapshot,
  readKey,
  type SkuRow,
  setPaymentIntent,
  writeOrder,
} from "./checkout.repo";
import { createShopIdentity, type ShopIdentitySource } from "./checkout.shop";
import { createKeyCleanup, type KeyCleanupOptions } from "./idempotency-cleanup";
import type { PaymentGateway } from "./payment-gateway";

export interface CheckoutServiceOptions {
  delivery: DeliveryService;
  addresses: AddressService;
  /** Card payments (the payments module's Stripe gateway); undefined: card orders are refused. */
  paymentGateway?: PaymentGateway;
  /** Kicked after an order commits, so its e-mail goes out at once (mail module's outbox drainer). */
  outbox?: { kick(): void };
  /** The shop's name and contacts for the invoice (settings service). */
  shop?: ShopIdentitySource;
  /** How long a card order holds its stock before it is released (minutes). */
  holdMinutes?: number;
}

type Line = { skuId: number; qty: number };

/** Unambiguous characters (no 0/O, 1/I/L): numbers are read out on the phone. */
const NUMBER_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export function newOrderNumber(): string {
  const pick = () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  const part = () => Array.from({ length: 4 }, pick).join("");
  return `BST-${part()}-${part()}`;
}

const invalid = (message: string, suggestion: string, field: string) =>
  new AppError("VALIDATION_FAILED", message, suggestion, field);

/** One line per SKU (quantities of repeated SKUs added up), in ascending SKU id: the order stock is taken in. */
export function mergeLines(lines: readonly Line[]): Line[] {
  const qty = new Map<number, number>();
  for (const line of lines) qty.set(line.skuId, (qty.get(line.skuId) ?? 0) + line.qty);
  const merged = [...qty].map(([skuId, q]) => ({ skuId, qty: q })).sort((a, b) => a.skuId - b.skuId);
  const tooMany = merged.find((l) => l.qty > MAX_LINE_QTY);
  if (tooMany) {
    throw invalid(`At most ${MAX_LINE_QTY} of one item per order.`, "Lower the quantity.", "lines");
  }
  return merged;
}

/** Attempts at placing one order (see placeWithRetries). */
const MAX_ATTEMPTS = 5;

function isRetryable(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "40P01" || e.code === "40001") return true;
  }
  return false;
}

function snapshotOf(a: {
  label?: string | null;
  recipient: string;
  emirate: Emirate;
  area: string;
  street: string;
  building: string;
  apartment?: string | null;
  landmark?: string | null;
  mobile: string;
  notes?: string | null;
}): AddressSnapshot {
  return {
    label: a.label || null,
    recipient: a.recipient,
    emirate: a.emirate,
    area: a.area,
    street: a.street,
    building: a.building,
    apartment: a.apartment || null,
    landmark: a.landmark || null,
    mobile: normaliseMobile(a.mobile),
    notes: a.notes || null,
  };
}

interface Placed {
  orderId: number;
  number: string;
  paymentMethod: PaymentMethod;
  total: number;
  email: string;
  name: string;
  locale: string;
  holdExpiresAt: string | null;
  /** The stored JSON of the order (the same bytes in every answer for this key). */
  orderJson: string;
  replay: boolean;
}

/**
 * Checkout: quotes and placing orders. Every figure comes from the database (prices, discounts, delivery
 * charge, COD fee); a placed order takes its stock, its delivery slot, its idempotency key and its e-mail in
 * one transaction (docs/decisions/0007-checkout.md).
 */
export function createCheckoutService(db: Db, options: CheckoutServiceOptions) {
  const { delivery, addresses, paymentGateway } = options;
  const holdMs = (options.holdMinutes ?? 15) * 60_000;
  const shopIdentity = createShopIdentity(db, options.shop);

  function quoteOf(
    taken: Array<Omit<SkuRow, "active"> & { qty: number; available: boolean }>,
    settings: DeliverySettings,
    emirate: Emirate,
    paymentMethod: PaymentMethod,
  ): CheckoutQuote {
    const figures = priceOrder(
      taken.map((s) => ({ ...s, unitPrice: s.price })),
      settings,
      emirate,
      paymentMethod,
    );
    return {
      lines: figures.lines.map((l) => ({
        skuId: l.skuId,
        productId: l.productId,
        name: l.name,
        skuCode: l.code,
        options: { potSize: l.potSize, potColour: l.potColour },
        unitPrice: l.unitPrice,
        discount: l.discount,
        unitNet: l.unitNet,
        qty: l.qty,
        lineTotal: l.lineTotal,
        vat: l.vat,
        available: l.available,
        stock: l.stock,
      })),
      emirate,
      paymentMethod,
      items: figures.items,
      delivery: figures.delivery,
      codFee: figures.codFee,
      total: figures.total,
      vat: figures.vat,
      vatPercent: VAT_PERCENT,
      freeAbove: settings.freeAbove,
    };
  }

  /** The short lines of an order, with what can be had of each (for the OUT_OF_STOCK answer). */
  function unavailableOf(lines: Line[], rows: Map<number, SkuRow>): Unavailable[] {
    return lines
      .map((l) => {
        const row = rows.get(l.skuId);
        const available = row?.active ? row.stock : 0;
        return { skuId: l.skuId, name: row?.name ?? null, requested: l.qty, available };
      })
      .filter((l) => l.available < l.requested);
  }

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
  async function parties(user: AuthUser | null, request: Omit<PlaceOrderRequest, "idempotencyKey">) {
    if (!user) {
      if (request.addressId !== undefined) {
        throw invalid("Log in to use a saved address.", "Or enter the delivery address.", "addressId");
      }
      if (!request.contact) {
        throw invalid(
          "Guests need to give a name, an e-mail address and a UAE mobile number.",
          "Enter your contact details, or log in.",
          "contact",
        );
      }
      if (!request.address) throw invalid("Enter the delivery address.", "Fill in every address field.", "address");
      if (!request.lines) throw invalid("The order has no lines.", "Send the lines of your cart.", "lines");
      return {
        contact: { ...request.contact, mobile: normaliseMobile(request.contact.mobile) },
        address: snapshotOf(request.address),
        locale: request.locale ?? "en",
      };
    }
    if (request.addressId !== undefined && request.address) {
      throw invalid("Send either a saved address or a new one, not both.", "Choose one address.", "address");
    }
    let address: AddressSnapshot;
    if (request.addressId !== undefined) address = snapshotOf(await addresses.find(user.id, request.addressId));
    else if (request.address) address = snapshotOf(request.address);
    else throw invalid("Choose a delivery address.", "Pick a saved address or enter a new one.", "address");
    const member = await findUserById(db, user.id);
    if (!member) throw new AppError("UNAUTHORIZED", "You need to log in to do this.");
    const contact = request.contact
      ? { ...request.contact, mobile: normaliseMobile(request.contact.mobile) }
      : { name: member.name, email: member.email, mobile: member.mobile ?? address.mobile };
    return { contact, address, locale: request.locale ?? member.locale ?? "en" };
  }

  async function startPayment(placed: Placed): Promise<{ provider: "stripe"; clientSecret: string } | undefined> {
    if (placed.paymentMethod !== "card" || !paymentGateway) return undefined;
    const current = await orderPayment(db, placed.orderId);
    if (current?.status !== "pending_payment") return undefined;
    let started: Awaited<ReturnType<PaymentGateway["startPayment"]>>;
    try {
      started = await paymentGateway.startPayment({
        orderId: placed.orderId,
        number: placed.number,
        amountFils: placed.total,
        currency: "aed",
        email: placed.email,
        name: placed.name,
        locale: placed.locale,
        existingPaymentIntentId: current.paymentIntentId,
        holdExpiresAt: current.holdExpiresAt ?? new Date(placed.holdExpiresAt ?? Date.now()),
      });
    } catch {
      throw new AppError(
        "SERVICE_UNAVAILABLE",
        "The card payment could not be started.",
        "Try again in a moment with the same request: your order and its items are kept for 15 minutes.",
      );
    }
    if (started.paymentIntentId !== current.paymentIntentId) {
      await setPaymentIntent(db, placed.orderId, started.paymentIntentId);
    }
    return { provider: "stripe", clientSecret: started.clientSecret };
  }

  return {
    /** The periodic deletion of day-old idempotency keys (the routes plugin starts it and stops it on close). */
    keyCleanup: (log: KeyCleanupOptions["log"]) => createKeyCleanup({ db, log }),

    /** POST /api/v1/checkout/quote: the figures the server would charge now, from the database only. */
    async quote(user: AuthUser | null, raw: CheckoutQuoteRequest): Promise<CheckoutQuote> {
      const input = checkoutQuoteRequestSchema.parse(raw);
      const emirate = await resolveEmirate(user, input.emirate, input.addressId);
      let lines: Line[];
      if (input.lines) lines = input.lines;
      else if (user) lines = await readCartLines(db, user.id);
      else throw invalid("The quote has no lines.", "Send the lines of your cart.", "lines");
      const merged = mergeLines(lines);
      if (!merged.length) throw invalid("Your cart is empty.", "Add something to your cart first.", "lines");
      const locale = input.locale ?? "en";
      const rows = await loadSkus(
        db,
        merged.map((l) => l.skuId),
        locale,
      );
      const unknown = merged.filter((l) => !rows.has(l.skuId));
      if (unknown.length) {
        throw outOfStock(unknown.map((l) => ({ skuId: l.skuId, name: null, requested: l.qty, available: 0 })));
      }
      const settings = await delivery.settings();
      const taken = merged.map((l) => {
        const row = rows.get(l.skuId)!;
        return { ...row, qty: l.qty, stock: row.active ? row.stock : 0, available: row.active && row.stock >= l.qty };
      });
      const quote = quoteOf(taken, settings, emirate, input.paymentMethod);
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
    ): Promise<SerializedReply<PlaceOrderResponse>> {
      const key = idempotencyKeyOf(body.idempotencyKey, headerKey);
      const { idempotencyKey: _key, ...request } = body;
      const userId = user?.id ?? null;
      const scoped = scopedKey(userId, key);
      const hash = requestHash(userId, request);
      if (request.paymentMethod === "card" && !paymentGateway) {
        throw invalid("Card payments are not available.", "Choose cash on delivery.", "paymentMethod");
      }
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
      });
      if (!placed.replay) options.outbox?.kick();
      const payment = await startPayment(placed);
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
        const lines = mergeLines(p.request.lines ?? (p.userId === null ? [] : await readCartLines(db, p.userId)));
        const rows = await loadSkus(
          db,
          lines.map((l) => l.skuId),
          p.locale,
        );
        const short = unavailableOf(lines, rows);
        const all = lines.map((l) => ({
          skuId: l.skuId,
          name: rows.get(l.skuId)?.name ?? null,
          requested: l.qty,
          available: 0,
        }));
        return refuse(p, outOfStock(short.length ? short : all));
      } catch (error) {
        if (attempt < MAX_ATTEMPTS && (error instanceof OrderAborted || isRetryable(error))) continue;
        throw error;
      }
    }
  }

  /**
   * A failure that takes nothing (OUT_OF_STOCK, PRICE_CHANGED, an empty cart), unless the key already holds an
   * order: a retry of a placed order gets that order, whatever changed since (a concurrent request with the key is
   * waited for).
   */
  async function refuse(p: Attempt, failure: Error): Promise<Placed> {
    return db.transaction(async (tx) => {
      if (await keyIsFree(tx, p.scoped, p.hash)) throw failure;
      return replay(tx, p.scoped, p.hash, p.locale);
    });
  }

  /**
   * One attempt: the lines (the member's cart, or those sent) and their SKUs are read without locks, the order is
   * priced from them, and writeOrder claims the key, takes the stock (only at those prices) and writes everything
   * in one statement.
   */
  async function attemptOrder(p: Attempt): Promise<Placed | "stock"> {
    const { request, settings, address, contact, locale } = p;
    const cart = p.fromCart && p.userId !== null ? await readCartLines(db, p.userId) : [];
    const lines = mergeLines(request.lines ?? cart);
    if (!lines.length) return refuse(p, invalid("Your cart is empty.", "Add something to your cart first.", "lines"));
    const { orderId, skus } = await orderSnapshot(
      db,
      lines.map((l) => l.skuId),
      locale,
    );
    const short = unavailableOf(lines, skus);
    if (short.length) return refuse(p, outOfStock(short));
    const taken = lines.map((l) => ({ ...skus.get(l.skuId)!, qty: l.qty, available: true }));

    const quote = quoteOf(taken, settings, address.emirate, request.paymentMethod);
    const tooLarge = orderSizeProblem(quote.total);
    if (tooLarge) return refuse(p, tooLarge);
    if (quote.total !== request.expectedTotal) return refuse(p, priceChanged(request.expectedTotal, quote));

    const card = request.paymentMethod === "card";
    const status = card ? "pending_payment" : "confirmed";
    const holdExpiresAt = card ? new Date(delivery.now().getTime() + holdMs) : null;
    const values = {
      userId: p.userId,
      email: contact.email,
      mobile: contact.mobile,
      name: contact.name,
      locale,
      address,
      emirate: address.emirate,
      deliveryDate: request.deliveryDate,
      deliverySlot: request.deliverySlot,
      paymentMethod: request.paymentMethod,
      paymentStatus: card ? "pending" : "unpaid",
      status,
      itemsFils: quote.items,
      deliveryFils: quote.delivery,
      codFeeFils: quote.codFee,
      totalFils: quote.total,
      vatFils: quote.vat,
      holdExpiresAt,
    };
    const lineValues = quote.lines.map((l) => ({
      skuId: l.skuId,
      productId: l.productId,
      name: l.name,
      skuCode: l.skuCode,
      options: l.options,
      unitPriceFils: l.unitPrice,
      discountPct: l.discount,
      unitNetFils: l.unitNet,
      qty: l.qty,
      lineTotalFils: l.lineTotal,
      vatFils: l.vat,
    }));
    const event = {
      status,
      actor: "shopper",
      note: card ? "Order placed; waiting for the card payment." : "Order placed; cash on delivery.",
    };
    const createdAt = new Date();
    const mail = (number: string): OrderConfirmationMail => ({
      template: "orderConfirmation",
      to: contact.email,
      locale,
      name: contact.name,
      link: `${p.origin}/shop/trackorder?number=${encodeURIComponent(number)}`,
      invoice: {
        number,
        issuedAt: createdAt.toISOString(),
        shop: p.shop,
        customer: contact,
        address: addressLines(address, locale),
        deliveryDate: request.deliveryDate,
        deliverySlot: request.deliverySlot,
        paymentMethod: request.paymentMethod,
        lines: quote.lines.map((l) => ({
          name: l.name,
          options: optionsText(l.options),
          qty: l.qty,
          unitNet: l.unitNet,
          lineTotal: l.lineTotal,
          vat: l.vat,
        })),
        items: quote.items,
        delivery: quote.delivery,
        codFee: quote.codFee,
        total: quote.total,
        vat: quote.vat,
        vatPercent: VAT_PERCENT,
      },
    });

    const number = newOrderNumber();
    const row = { ...values, id: orderId, number, createdAt, updatedAt: createdAt, paymentIntentId: null };
    const orderJson = JSON.stringify(
      toOrder(
        row,
        lineValues.map((l, i) => ({ ...l, id: i + 1, orderId })),
        [{ ...event, id: 1, orderId, createdAt }],
      ),
    );
    const outcome = await writeOrder(db, {
      order: row,
      take: taken.map((t) => ({ skuId: t.skuId, qty: t.qty, price: t.price, discount: t.discount })),
      lines: lineValues,
      event,
      mail: mail(number),
      cart: cart.map((c) => ({ cartId: c.cartId, qty: c.qty })),
      userId: p.userId,
      slot: {
        date: request.deliveryDate,
        slot: request.deliverySlot,
        capacity: settings.slotCapacity[request.deliverySlot],
      },
      key: { key: p.scoped, requestHash: p.hash, response: { order: orderJson } },
    });
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
      orderJson,
      replay: false,
    };
  }

  /** The first answer stored under the key (CONFLICT when the key came with another request). */
  async function replay(tx: Db, key: string, hash: string, locale: string): Promise<Placed> {
    const stored = await readKey(tx, key);
    if (!stored || stored.requestHash !== hash) {
      throw new AppError(
        "CONFLICT",
        "This idempotency key was already used for a different order.",
        "Use a new key for a new order.",
        "idempotencyKey",
      );
    }
    const orderJson = (stored.response as { order: string }).order;
    const order = JSON.parse(orderJson) as Order;
    return {
      orderId: order.orderId,
      number: order.number,
      paymentMethod: order.paymentMethod,
      total: order.total,
      email: order.contact.email,
      name: order.contact.name,
      locale,
      holdExpiresAt: order.holdExpiresAt ?? null,
      orderJson,
      replay: true,
    };
  }
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
