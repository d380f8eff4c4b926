import { randomInt } from "node:crypto";
import type { DeliverySettings, Order, PaymentMethod, PlaceOrderRequest } from "@shop/shared";
import type { Db } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import type { TakenLine } from "./checkout.draft";
import type { OrderConfirmationMail } from "./checkout.mail";
import { keyIsFree, type NewOrderRows, readKey, type WriteOutcome, writeOrder } from "./checkout.repo";

/** Writing an order: its number, the one statement of writeOrder, and the answer stored under its key. */

/** An order placed (or found under its key), as placeOrder answers it and the notify step needs it. */
export interface Placed {
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

/** Unambiguous characters (no 0/O, 1/I/L): numbers are read out on the phone. */
const NUMBER_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export function newOrderNumber(): string {
  const pick = () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  const part = () => Array.from({ length: 4 }, pick).join("");
  return `BST-${part()}-${part()}`;
}

/** The drafted rows written in one statement (writeOrder): stock, slot, key, order, lines, event, mail, cart. */
export function writeDraft(
  db: Db,
  w: {
    /** The drafted rows (orderRows), with the order as answered, stored under the key. */
    rows: Pick<NewOrderRows, "order" | "lines" | "event"> & { orderJson: string };
    taken: readonly TakenLine[];
    mail: OrderConfirmationMail;
    cart: ReadonlyArray<{ cartId: number; qty: number }>;
    userId: number | null;
    request: Omit<PlaceOrderRequest, "idempotencyKey">;
    settings: DeliverySettings;
    scoped: string;
    hash: string;
  },
): Promise<WriteOutcome> {
  const { request } = w;
  return writeOrder(db, {
    order: w.rows.order,
    take: w.taken.map((t) => ({ skuId: t.skuId, qty: t.qty, price: t.price, discount: t.discount })),
    lines: w.rows.lines,
    event: w.rows.event,
    mail: w.mail,
    cart: w.cart.map((c) => ({ cartId: c.cartId, qty: c.qty })),
    userId: w.userId,
    slot: {
      date: request.deliveryDate,
      slot: request.deliverySlot,
      capacity: w.settings.slotCapacity[request.deliverySlot],
    },
    key: { key: w.scoped, requestHash: w.hash, response: { order: w.rows.orderJson } },
  });
}

/**
 * A failure that takes nothing (OUT_OF_STOCK, PRICE_CHANGED, an empty cart), unless the key already holds an
 * order: a retry of a placed order gets that order, whatever changed since (a concurrent request with the key is
 * waited for).
 */
export function refuse(db: Db, scoped: string, hash: string, locale: string, failure: Error): Promise<Placed> {
  return db.transaction(async (tx) => {
    if (await keyIsFree(tx, scoped, hash)) throw failure;
    return replay(tx, scoped, hash, locale);
  });
}

/** The first answer stored under the key (CONFLICT when the key came with another request). */
export async function replay(tx: Db, key: string, hash: string, locale: string): Promise<Placed> {
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
