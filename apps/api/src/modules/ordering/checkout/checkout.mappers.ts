import type { Emirate } from "@shop/shared";

// The address and option texts of an order's invoice. The order on the wire is orders.mappers toOrder.

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
