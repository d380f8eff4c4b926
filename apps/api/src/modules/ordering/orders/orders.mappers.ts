import type {
  AdminOrder,
  AdminOrderSummary,
  DeliverySlot,
  Emirate,
  Order,
  OrderEventKind,
  OrderStatus,
  OrderSummary,
  PaymentMethod,
} from "@shop/shared";
import { giftOfRow } from "./orders.gift";
import type { OrderEventRow, OrderLineRow, OrderRow, SummaryRow } from "./orders.repo";

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The actor as a shopper sees it: the name of a member of staff's account stays inside the shop. */
export function publicActor(actor: string): string {
  return actor.startsWith("user:") ? "staff" : actor;
}

export function toEvents(events: OrderEventRow[], view: "shopper" | "staff") {
  return events.map((e) => ({
    status: e.status as OrderStatus,
    kind: e.kind as OrderEventKind,
    at: iso(e.createdAt),
    actor: view === "staff" ? e.actor : publicActor(e.actor),
    note: e.note,
  }));
}

function optionsOf(value: unknown): { potSize: string | null; potColour: string | null } {
  const o = (value ?? {}) as { potSize?: unknown; potColour?: unknown };
  return {
    potSize: typeof o.potSize === "string" ? o.potSize : null,
    potColour: typeof o.potColour === "string" ? o.potColour : null,
  };
}

/** The whole order on the wire (orderSchema). */
export function toOrder(
  row: OrderRow,
  lines: OrderLineRow[],
  events: OrderEventRow[],
  view: "shopper" | "staff" = "shopper",
): Order {
  return {
    orderId: row.id,
    number: row.number,
    status: row.status as OrderStatus,
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentStatus: row.paymentStatus,
    contact: { name: row.name, email: row.email, mobile: row.mobile },
    address: (row.address ?? {}) as Record<string, unknown>,
    emirate: row.emirate as Emirate,
    deliveryDate: row.deliveryDate,
    deliverySlot: row.deliverySlot as DeliverySlot,
    lines: lines.map((l) => ({
      skuId: l.skuId,
      productId: l.productId,
      name: l.name,
      skuCode: l.skuCode,
      options: optionsOf(l.options),
      unitPrice: l.unitPriceFils,
      discount: l.discountPct,
      unitNet: l.unitNetFils,
      qty: l.qty,
      lineTotal: l.lineTotalFils,
      codeDiscount: l.codeDiscountFils ?? 0,
      vat: l.vatFils,
    })),
    items: row.itemsFils,
    delivery: row.deliveryFils,
    codFee: row.codFeeFils,
    discount: row.discountFils ?? 0,
    discountCode: row.discountCode ?? null,
    total: row.totalFils,
    vat: row.vatFils,
    gift: giftOfRow(row.gift),
    events: toEvents(events, view),
    createdAt: iso(row.createdAt),
    holdExpiresAt: row.holdExpiresAt ? iso(row.holdExpiresAt) : null,
  };
}

export function toAdminOrder(row: OrderRow, lines: OrderLineRow[], events: OrderEventRow[]): AdminOrder {
  return {
    ...toOrder(row, lines, events, "staff"),
    userId: row.userId,
    paymentIntentId: row.paymentIntentId,
    updatedAt: iso(row.updatedAt),
  };
}

export function toSummary(row: SummaryRow): OrderSummary {
  return {
    orderId: row.orderId,
    number: row.number,
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    total: row.total,
    itemCount: row.itemCount,
    emirate: row.emirate as Emirate,
    deliveryDate: row.deliveryDate,
    deliverySlot: row.deliverySlot as DeliverySlot,
    createdAt: iso(row.createdAt),
  };
}

export function toAdminSummary(row: SummaryRow): AdminOrderSummary {
  return { ...toSummary(row), userId: row.userId, name: row.name, email: row.email, mobile: row.mobile };
}
