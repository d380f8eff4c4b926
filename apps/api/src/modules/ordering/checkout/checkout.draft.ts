import {
  type CheckoutQuote,
  type DeliverySettings,
  type Emirate,
  MAX_LINE_QTY,
  normaliseMobile,
  type PaymentMethod,
  type PlaceOrderRequest,
  priceOrder,
  VAT_PERCENT,
} from "@shop/shared";
import { AppError } from "../../../lib/app-error";
import { shortfallProblem } from "../discounts/discounts.rules";
import type { UsableCode } from "../discounts/discounts.service";
import { giftToStore } from "../orders/orders.gift";
import { toOrder } from "../orders/orders.mappers";
import { orderSizeProblem, outOfStock, priceChanged, type Unavailable } from "./checkout.errors";
import type { AddressSnapshot } from "./checkout.mappers";
import type { SkuRow } from "./checkout.repo";

/**
 * The order draft: everything of checkout that is pure (no database, no clock, no I/O). From the lines asked for
 * and the SKUs as read, it answers the figures (lines, VAT, delivery, COD fee, total), the failure to answer
 * (OUT_OF_STOCK, DISCOUNT_MIN_NOT_MET, ORDER_TOO_LARGE, PRICE_CHANGED) and the rows to write. Unit-tested in checkout.draft.test.ts.
 */

export type Line = { skuId: number; qty: number };

/** A SKU as read, with the quantity asked for and whether it can be had. */
export type TakenLine = Omit<SkuRow, "active"> & { qty: number; available: boolean };

export const invalid = (message: string, suggestion: string, field: string) =>
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

export function snapshotOf(a: {
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

/**
 * The figures the server charges for these lines (priceOrder), in the quote's wire shape, with the discount code
 * when one is given; `problem` when the code gives nothing on these lines (below its minimum, or no line covered).
 */
export function quoteWithCode(
  taken: readonly TakenLine[],
  settings: DeliverySettings,
  emirate: Emirate,
  paymentMethod: PaymentMethod,
  code: UsableCode | null,
): { quote: CheckoutQuote; problem: AppError | null } {
  const figures = priceOrder(
    taken.map((s) => ({ ...s, unitPrice: s.price })),
    settings,
    emirate,
    paymentMethod,
    code?.applied ?? null,
  );
  const quote: CheckoutQuote = {
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
      codeDiscount: l.codeDiscount,
      vat: l.vat,
      available: l.available,
      stock: l.stock,
    })),
    emirate,
    paymentMethod,
    items: figures.items,
    delivery: figures.delivery,
    codFee: figures.codFee,
    discount: figures.discount,
    discountCode: code?.code ?? null,
    total: figures.total,
    vat: figures.vat,
    vatPercent: VAT_PERCENT,
    freeAbove: settings.freeAbove,
  };
  return { quote, problem: figures.codeShortfall ? shortfallProblem(figures.codeShortfall) : null };
}

/** The figures the server charges for these lines, without a code (see quoteWithCode). */
export function quoteOf(
  taken: readonly TakenLine[],
  settings: DeliverySettings,
  emirate: Emirate,
  paymentMethod: PaymentMethod,
): CheckoutQuote {
  return quoteWithCode(taken, settings, emirate, paymentMethod, null).quote;
}

/** The quote's lines: every SKU known, a withdrawn one shown with no stock. */
export function quoteLines(merged: readonly Line[], rows: Map<number, SkuRow>): TakenLine[] {
  return merged.map((l) => {
    const row = rows.get(l.skuId)!;
    return { ...row, qty: l.qty, stock: row.active ? row.stock : 0, available: row.active && row.stock >= l.qty };
  });
}

/** The short lines of an order, with what can be had of each (for the OUT_OF_STOCK answer). */
export function unavailableOf(lines: readonly Line[], rows: Map<number, SkuRow>): Unavailable[] {
  return lines
    .map((l) => {
      const row = rows.get(l.skuId);
      const available = row?.active ? row.stock : 0;
      return { skuId: l.skuId, name: row?.name ?? null, requested: l.qty, available };
    })
    .filter((l) => l.available < l.requested);
}

/** Every line short after the last attempt: those short now, or all of them (their stock went while placing). */
export function shortNow(lines: readonly Line[], rows: Map<number, SkuRow>): Unavailable[] {
  const short = unavailableOf(lines, rows);
  if (short.length) return short;
  return lines.map((l) => ({ skuId: l.skuId, name: rows.get(l.skuId)?.name ?? null, requested: l.qty, available: 0 }));
}

/**
 * The order priced from the SKUs as read, or the failure to answer: OUT_OF_STOCK (a line short, withdrawn or
 * unknown), ORDER_TOO_LARGE (above the ceiling), PRICE_CHANGED (the total differs from the one the shopper saw).
 */
export function priceDraft(input: {
  lines: readonly Line[];
  skus: Map<number, SkuRow>;
  settings: DeliverySettings;
  emirate: Emirate;
  paymentMethod: PaymentMethod;
  expectedTotal: number;
  /** The discount code looked up for the order (issue 16), if any. */
  code?: UsableCode | null;
}): { failure: Error } | { taken: TakenLine[]; quote: CheckoutQuote } {
  const { lines, skus } = input;
  const short = unavailableOf(lines, skus);
  if (short.length) return { failure: outOfStock(short) };
  const taken = lines.map((l) => ({ ...skus.get(l.skuId)!, qty: l.qty, available: true }));
  const { quote, problem } = quoteWithCode(
    taken,
    input.settings,
    input.emirate,
    input.paymentMethod,
    input.code ?? null,
  );
  if (problem) return { failure: problem };
  const tooLarge = orderSizeProblem(quote.total);
  if (tooLarge) return { failure: tooLarge };
  if (quote.total !== input.expectedTotal) return { failure: priceChanged(input.expectedTotal, quote) };
  return { taken, quote };
}

/** Who orders, where to, and the values the database gives the order (id, number, times). */
export interface DraftContext {
  orderId: number;
  number: string;
  userId: number | null;
  request: Omit<PlaceOrderRequest, "idempotencyKey">;
  contact: { name: string; email: string; mobile: string };
  address: AddressSnapshot;
  locale: string;
  createdAt: Date;
  holdExpiresAt: Date | null;
}

/**
 * The rows of a priced order (order, lines, first event) and the order as answered, serialised once: a card order
 * waits for its payment, a COD order is confirmed at once.
 */
export function orderRows(quote: CheckoutQuote, c: DraftContext) {
  const { request, contact, address, orderId, createdAt } = c;
  const card = request.paymentMethod === "card";
  const status = card ? "pending_payment" : "confirmed";
  const values = {
    userId: c.userId,
    email: contact.email,
    mobile: contact.mobile,
    name: contact.name,
    locale: c.locale,
    address,
    emirate: address.emirate,
    deliveryDate: request.deliveryDate,
    deliverySlot: request.deliverySlot,
    paymentMethod: request.paymentMethod,
    paymentStatus: card ? "pending" : "unpaid",
    status,
    itemsFils: quote.items,
    discountFils: quote.discount ?? 0,
    discountCode: quote.discountCode ?? null,
    deliveryFils: quote.delivery,
    codFeeFils: quote.codFee,
    totalFils: quote.total,
    vatFils: quote.vat,
    holdExpiresAt: c.holdExpiresAt,
    gift: giftToStore(request.gift),
  };
  const lines = quote.lines.map((l) => ({
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
    codeDiscountFils: l.codeDiscount ?? 0,
    vatFils: l.vat,
  }));
  const event = {
    status,
    actor: "shopper",
    note: card ? "Order placed; waiting for the card payment." : "Order placed; cash on delivery.",
  };
  const order = {
    ...values,
    id: orderId,
    number: c.number,
    createdAt,
    updatedAt: createdAt,
    paymentIntentId: null,
    refundedFils: 0,
  };
  const orderJson = JSON.stringify(
    toOrder(
      order,
      lines.map((l, i) => ({ ...l, id: i + 1, orderId })),
      [{ ...event, kind: "status", id: 1, orderId, createdAt }],
    ),
  );
  return { order, lines, event, orderJson };
}
