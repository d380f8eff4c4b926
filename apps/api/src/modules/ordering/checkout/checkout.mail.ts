import { formatMoney, type Gift, VAT_PERCENT } from "@shop/shared";
import { escapeHtml, type MailLocale, mailLocale, type RenderedMail } from "../../mail/mail.service";
import { giftNoteHtml, giftNoteText } from "./checkout.gift-mail";

/**
 * The order confirmation, a UAE VAT tax invoice: written to the outbox (kind "mail", mail module's enqueueMailSql)
 * by the statement that writes the order (checkout.repo writeOrder), as a MailJob with template
 * "orderConfirmation"; rendered when sent, in the order's language, by renderOrderConfirmation (the mail
 * module's outbox gets it from ordering.plugin.ts).
 */
export interface OrderConfirmationMail {
  template: "orderConfirmation";
  to: string;
  locale: string;
  name: string;
  /** The tracking page with the number filled in. */
  link: string;
  invoice: Invoice;
  /** A gift order's recipient and message (issue 16); absent or null otherwise (and in mails queued before). */
  gift?: Gift | null;
}

export interface InvoiceLine {
  name: string;
  /** "15 cm, white", or "" */
  options: string;
  qty: number;
  unitNet: number;
  lineTotal: number;
  /** The line's share of the discount code (issue 16); its VAT is of lineTotal - codeDiscount. */
  codeDiscount?: number;
  vat: number;
}

export interface Invoice {
  number: string;
  issuedAt: string;
  shop: { name: string; trn: string; address: string; email: string; phone: string };
  customer: { name: string; email: string; mobile: string };
  address: string[];
  deliveryDate: string;
  deliverySlot: string;
  paymentMethod: "cod" | "card";
  lines: InvoiceLine[];
  items: number;
  /** The discount code's reduction of the items and the code (issue 16); absent in mails queued before. */
  discount?: number;
  discountCode?: string | null;
  delivery: number;
  codFee: number;
  total: number;
  vat: number;
  vatPercent: number;
}

interface Labels {
  subject: (n: string) => string;
  title: string;
  hello: (name: string) => string;
  intro: (method: "cod" | "card") => string;
  number: string;
  date: string;
  trn: string;
  billTo: string;
  deliverTo: string;
  delivery: string;
  slots: Record<string, string>;
  item: string;
  qty: string;
  unit: string;
  amount: string;
  vat: string;
  items: string;
  discount: (code: string) => string;
  deliveryCharge: string;
  codFee: string;
  total: string;
  vatIncluded: (pct: number) => string;
  payment: string;
  methods: Record<"cod" | "card", string>;
  track: string;
  signOff: string;
}

const labels: Record<MailLocale, Labels> = {
  en: {
    subject: (n) => `Your Bustan order ${n} – tax invoice`,
    title: "Tax invoice",
    hello: (name) => `Hello ${name},`,
    intro: (m) =>
      m === "cod"
        ? "Thank you for your order. It is confirmed; you pay on delivery."
        : "Thank you for your order. It is confirmed as soon as your card payment goes through.",
    number: "Order number",
    date: "Date",
    trn: "TRN",
    billTo: "Customer",
    deliverTo: "Deliver to",
    delivery: "Delivery",
    slots: { morning: "morning", afternoon: "afternoon", evening: "evening" },
    item: "Item",
    qty: "Qty",
    unit: "Unit price",
    amount: "Amount",
    vat: "VAT",
    items: "Items",
    discount: (code) => `Discount (code ${code})`,
    deliveryCharge: "Delivery",
    codFee: "Cash on delivery fee",
    total: "Total (VAT inclusive)",
    vatIncluded: (p) => `VAT included (${p}%)`,
    payment: "Payment",
    methods: { cod: "Cash on delivery", card: "Card" },
    track: "Follow my order",
    signOff: "The Bustan team",
  },
  fr: {
    subject: (n) => `Votre commande Bustan ${n} – facture`,
    title: "Facture fiscale",
    hello: (name) => `Bonjour ${name},`,
    intro: (m) =>
      m === "cod"
        ? "Merci pour votre commande. Elle est confirmée ; vous payez à la livraison."
        : "Merci pour votre commande. Elle sera confirmée dès que votre paiement par carte aura abouti.",
    number: "Numéro de commande",
    date: "Date",
    trn: "N° d'enregistrement fiscal (TRN)",
    billTo: "Client",
    deliverTo: "Livraison à",
    delivery: "Livraison",
    slots: { morning: "matin", afternoon: "après-midi", evening: "soir" },
    item: "Article",
    qty: "Qté",
    unit: "Prix unitaire",
    amount: "Montant",
    vat: "TVA",
    items: "Articles",
    discount: (code) => `Remise (code ${code})`,
    deliveryCharge: "Livraison",
    codFee: "Frais de paiement à la livraison",
    total: "Total (TVA incluse)",
    vatIncluded: (p) => `dont TVA (${p} %)`,
    payment: "Paiement",
    methods: { cod: "À la livraison", card: "Carte" },
    track: "Suivre ma commande",
    signOff: "L'équipe Bustan",
  },
  ar: {
    subject: (n) => `طلبك من بستان ${n} – فاتورة ضريبية`,
    title: "فاتورة ضريبية",
    hello: (name) => `مرحبًا ${name}،`,
    intro: (m) =>
      m === "cod"
        ? "شكرًا لطلبك. تم تأكيد الطلب، وستدفع عند الاستلام."
        : "شكرًا لطلبك. سيتم تأكيد الطلب فور إتمام الدفع بالبطاقة.",
    number: "رقم الطلب",
    date: "التاريخ",
    trn: "رقم التسجيل الضريبي",
    billTo: "العميل",
    deliverTo: "عنوان التوصيل",
    delivery: "التوصيل",
    slots: { morning: "صباحًا", afternoon: "بعد الظهر", evening: "مساءً" },
    item: "المنتج",
    qty: "الكمية",
    unit: "سعر الوحدة",
    amount: "المبلغ",
    vat: "ضريبة القيمة المضافة",
    items: "المنتجات",
    discount: (code) => `الخصم (الرمز ${code})`,
    deliveryCharge: "رسوم التوصيل",
    codFee: "رسوم الدفع عند الاستلام",
    total: "الإجمالي (شامل الضريبة)",
    vatIncluded: (p) => `ضريبة القيمة المضافة المشمولة (${p}٪)`,
    payment: "الدفع",
    methods: { cod: "الدفع عند الاستلام", card: "بطاقة" },
    track: "تتبّع طلبي",
    signOff: "فريق بستان",
  },
};

/** Text and HTML of the confirmation; every value from the shopper is escaped in the HTML. */
export function renderOrderConfirmation(job: OrderConfirmationMail): RenderedMail {
  const locale = mailLocale(job.locale);
  const l = labels[locale];
  const inv = job.invoice;
  const money = (fils: number) => formatMoney(fils);
  const when = `${inv.deliveryDate}, ${l.slots[inv.deliverySlot] ?? inv.deliverySlot}`;
  const totals: Array<[string, number]> = [
    [l.items, inv.items],
    ...(inv.discount ? ([[l.discount(inv.discountCode ?? ""), -inv.discount]] as Array<[string, number]>) : []),
    [l.deliveryCharge, inv.delivery],
    ...(inv.codFee ? ([[l.codFee, inv.codFee]] as Array<[string, number]>) : []),
    [l.total, inv.total],
    [l.vatIncluded(inv.vatPercent ?? VAT_PERCENT), inv.vat],
  ];
  // A line's share of the code under its amount, so its VAT (of what it was charged) reads right.
  const codeShare = (line: InvoiceLine) =>
    line.codeDiscount ? `<br><small>-${escapeHtml(money(line.codeDiscount))}</small>` : "";
  const lineText = (line: InvoiceLine) =>
    `- ${line.name}${line.options ? ` (${line.options})` : ""} × ${line.qty} @ ${money(line.unitNet)} = ` +
    `${money(line.lineTotal)}${line.codeDiscount ? ` - ${money(line.codeDiscount)}` : ""} (${l.vat} ${money(line.vat)})`;
  const text = [
    l.hello(job.name),
    "",
    l.intro(inv.paymentMethod),
    "",
    `${l.title} – ${inv.shop.name}`,
    `${l.trn}: ${inv.shop.trn}`,
    inv.shop.address,
    "",
    `${l.number}: ${inv.number}`,
    `${l.date}: ${inv.issuedAt.slice(0, 10)}`,
    `${l.billTo}: ${inv.customer.name}, ${inv.customer.email}, ${inv.customer.mobile}`,
    `${l.deliverTo}: ${inv.address.join(", ")}`,
    `${l.delivery}: ${when}`,
    `${l.payment}: ${l.methods[inv.paymentMethod]}`,
    ...giftNoteText(locale, job.gift),
    "",
    ...inv.lines.map(lineText),
    "",
    ...totals.map(([label, fils]) => `${label}: ${money(fils)}`),
    "",
    `${l.track}: ${job.link}`,
    "",
    l.signOff,
    "",
  ].join("\n");

  const dir = locale === "ar" ? "rtl" : "ltr";
  const align = locale === "ar" ? "right" : "left";
  const end = locale === "ar" ? "left" : "right";
  const cell = (value: string, alignTo = align) =>
    `<td style="padding:6px 8px;border-bottom:1px solid #e3e8e4;text-align:${alignTo}">${value}</td>`;
  const head = [l.item, l.qty, l.unit, l.amount, l.vat]
    .map((h, i) => `<th style="padding:6px 8px;text-align:${i ? end : align}">${escapeHtml(h)}</th>`)
    .join("");
  const rows = inv.lines
    .map(
      (line) =>
        `<tr>${cell(escapeHtml(line.name) + (line.options ? `<br><small>${escapeHtml(line.options)}</small>` : ""))}` +
        `${cell(String(line.qty), end)}${cell(money(line.unitNet), end)}${cell(money(line.lineTotal) + codeShare(line), end)}` +
        `${cell(money(line.vat), end)}</tr>`,
    )
    .join("\n");
  const totalRows = totals
    .map(([label, fils]) => `<tr><td colspan="3"></td>${cell(escapeHtml(label), end)}${cell(money(fils), end)}</tr>`)
    .join("\n");
  const safeLink = /^https?:\/\//.test(job.link) ? job.link : undefined;
  const html = [
    "<!doctype html>",
    `<html lang="${locale}" dir="${dir}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(l.subject(inv.number))}</title></head>`,
    `<body dir="${dir}" style="font-family:Arial,Helvetica,sans-serif;color:#1d2b20;text-align:${align}">`,
    `<p>${escapeHtml(l.hello(job.name))}</p>`,
    `<p>${escapeHtml(l.intro(inv.paymentMethod))}</p>`,
    `<h1 style="font-size:20px">${escapeHtml(l.title)} – ${escapeHtml(inv.shop.name)}</h1>`,
    `<p>${escapeHtml(l.trn)}: <strong dir="ltr">${escapeHtml(inv.shop.trn)}</strong><br>${escapeHtml(inv.shop.address)}` +
      `<br>${escapeHtml(inv.shop.email)} · <span dir="ltr">${escapeHtml(inv.shop.phone)}</span></p>`,
    `<p>${escapeHtml(l.number)}: <strong dir="ltr">${escapeHtml(inv.number)}</strong><br>` +
      `${escapeHtml(l.date)}: ${escapeHtml(inv.issuedAt.slice(0, 10))}<br>` +
      `${escapeHtml(l.payment)}: ${escapeHtml(l.methods[inv.paymentMethod])}</p>`,
    `<p>${escapeHtml(l.billTo)}: ${escapeHtml(inv.customer.name)}, ${escapeHtml(inv.customer.email)}, ` +
      `<span dir="ltr">${escapeHtml(inv.customer.mobile)}</span><br>` +
      `${escapeHtml(l.deliverTo)}: ${inv.address.map(escapeHtml).join(", ")}<br>` +
      `${escapeHtml(l.delivery)}: ${escapeHtml(when)}</p>`,
    giftNoteHtml(locale, job.gift),
    `<table style="border-collapse:collapse;width:100%"><thead><tr>${head}</tr></thead><tbody>`,
    rows,
    totalRows,
    "</tbody></table>",
    safeLink
      ? `<p><a href="${escapeHtml(safeLink)}" style="display:inline-block;background:#2f6b3a;color:#ffffff;` +
        `padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(l.track)}</a></p>`
      : "",
    `<p>${escapeHtml(l.signOff)}</p>`,
    "</body></html>",
  ].join("\n");
  return { to: job.to, subject: l.subject(inv.number), text, html };
}
