import type { DeliverySlot, Emirate, Order, OrderStatus, PaymentMethod } from "@shop/shared";
import type { OrderEventRow, OrderLineRow, OrderRow } from "./checkout.repo";

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The address as copied into the order: later edits of the address book never change a placed order. */
export interface AddressSnapshot {
  label: string | null;
  recipient: string;
  emirate: Emirate;
  area: string;
  street: string;
  building: string;
  apartment: string | null;
  landmark: string | null;
  mobile: string;
  notes: string | null;
}

export function optionsOf(value: unknown): { potSize: string | null; potColour: string | null } {
  const o = (value ?? {}) as { potSize?: unknown; potColour?: unknown };
  return {
    potSize: typeof o.potSize === "string" ? o.potSize : null,
    potColour: typeof o.potColour === "string" ? o.potColour : null,
  };
}

/** The order on the wire (shared orderSchema), as the shopper sees it. */
export function toOrder(row: OrderRow, lines: OrderLineRow[], events: OrderEventRow[]): Order {
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
      vat: l.vatFils,
    })),
    items: row.itemsFils,
    delivery: row.deliveryFils,
    codFee: row.codFeeFils,
    total: row.totalFils,
    vat: row.vatFils,
    events: events.map((e) => ({
      status: e.status as OrderStatus,
      at: iso(e.createdAt),
      actor: e.actor,
      note: e.note,
    })),
    createdAt: iso(row.createdAt),
    holdExpiresAt: row.holdExpiresAt ? iso(row.holdExpiresAt) : null,
  };
}

const emirateNames: Record<"en" | "fr" | "ar", Record<Emirate, string>> = {
  en: {
    abu_dhabi: "Abu Dhabi",
    dubai: "Dubai",
    sharjah: "Sharjah",
    ajman: "Ajman",
    umm_al_quwain: "Umm Al Quwain",
    ras_al_khaimah: "Ras Al Khaimah",
    fujairah: "Fujairah",
  },
  fr: {
    abu_dhabi: "Abou Dabi",
    dubai: "Dubaï",
    sharjah: "Charjah",
    ajman: "Ajman",
    umm_al_quwain: "Oumm al Qaïwaïn",
    ras_al_khaimah: "Ras el Khaïmah",
    fujairah: "Fujaïrah",
  },
  ar: {
    abu_dhabi: "أبوظبي",
    dubai: "دبي",
    sharjah: "الشارقة",
    ajman: "عجمان",
    umm_al_quwain: "أم القيوين",
    ras_al_khaimah: "رأس الخيمة",
    fujairah: "الفجيرة",
  },
};

/** The address as printed on the invoice, one part per entry. */
export function addressLines(a: AddressSnapshot, locale: string): string[] {
  const names = emirateNames[locale === "fr" || locale === "ar" ? locale : "en"];
  return [
    a.recipient,
    [a.apartment, a.building].filter(Boolean).join(", "),
    a.street,
    a.area,
    names[a.emirate],
    ...(a.landmark ? [a.landmark] : []),
  ].filter(Boolean);
}

export function optionsText(options: { potSize: string | null; potColour: string | null }): string {
  return [options.potSize, options.potColour].filter(Boolean).join(", ");
}
