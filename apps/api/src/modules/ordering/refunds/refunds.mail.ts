import { formatMoney } from "@shop/shared";
import type { Db } from "../../../db/client";
import { enqueueMail, escapeHtml, type MailLocale, mailLocale, type RenderedMail } from "../../mail/mail.service";
import type { OrderRow } from "../orders/orders.repo";

/**
 * The e-mail a shopper gets for a refund of their order, in the order's language, with the amount: written to the
 * outbox in the transaction that records the refund as made, rendered when sent (ordering.plugin.ts hands
 * renderOrderRefundMail to the mail module).
 */
export interface OrderRefundMail {
  template: "orderRefund";
  to: string;
  locale: string;
  name: string;
  link: string;
  refund: {
    number: string;
    amount: number;
    vat: number;
    method: "card" | "recorded";
    /** "2 × Monstera", one per refunded line. */
    items: string[];
    charges: number;
    reason: string | null;
  };
}

export async function enqueueRefundMail(
  tx: Db,
  order: OrderRow,
  refund: OrderRefundMail["refund"],
  origin: string,
): Promise<void> {
  const job: OrderRefundMail = {
    template: "orderRefund",
    to: order.email,
    locale: order.locale,
    name: order.name,
    link: `${origin}/shop/trackorder?number=${encodeURIComponent(order.number)}`,
    refund,
  };
  await enqueueMail(tx, job);
}

interface Copy {
  subject: (number: string) => string;
  hello: (name: string) => string;
  amount: (amount: string, number: string) => string;
  vat: (vat: string) => string;
  card: string;
  recorded: string;
  items: string;
  charges: (amount: string) => string;
  reason: string;
  action: string;
  signOff: string;
}

const copies: Record<MailLocale, Copy> = {
  en: {
    subject: (n) => `A refund for your Bustan order ${n}`,
    hello: (name) => `Hello ${name},`,
    amount: (amount, n) => `We have refunded ${amount} for your order ${n}.`,
    vat: (vat) => `This includes ${vat} VAT.`,
    card: "It goes back to the card you paid with; your bank may take 5 to 10 working days to show it.",
    recorded: "The shop pays this amount back to you directly.",
    items: "Refunded:",
    charges: (amount) => `Delivery charge and fees: ${amount}`,
    reason: "Reason:",
    action: "See my order",
    signOff: "The Bustan team",
  },
  fr: {
    subject: (n) => `Un remboursement pour votre commande Bustan ${n}`,
    hello: (name) => `Bonjour ${name},`,
    amount: (amount, n) => `Nous avons remboursé ${amount} pour votre commande ${n}.`,
    vat: (vat) => `Ce montant comprend ${vat} de TVA.`,
    card: "Il est reversé sur la carte utilisée pour le paiement ; votre banque peut mettre 5 à 10 jours ouvrés à l'afficher.",
    recorded: "La boutique vous rembourse ce montant directement.",
    items: "Remboursé :",
    charges: (amount) => `Frais de livraison et frais : ${amount}`,
    reason: "Motif :",
    action: "Voir ma commande",
    signOff: "L'équipe Bustan",
  },
  ar: {
    subject: (n) => `استرداد مبلغ لطلبك من بستان ${n}`,
    hello: (name) => `مرحبًا ${name}،`,
    amount: (amount, n) => `رددنا إليك مبلغ ${amount} عن طلبك ${n}.`,
    vat: (vat) => `يشمل هذا المبلغ ضريبة القيمة المضافة بقيمة ${vat}.`,
    card: "يُعاد المبلغ إلى البطاقة التي دفعت بها، وقد يستغرق ظهوره لدى مصرفك من 5 إلى 10 أيام عمل.",
    recorded: "يردّ المتجر إليك هذا المبلغ مباشرة.",
    items: "المبالغ المستردة:",
    charges: (amount) => `رسوم التوصيل والرسوم الأخرى: ${amount}`,
    reason: "السبب:",
    action: "عرض طلبي",
    signOff: "فريق بستان",
  },
};

/** Text and HTML of a refund e-mail; the name, items and reason are escaped in the HTML. */
export function renderOrderRefundMail(job: OrderRefundMail): RenderedMail {
  const locale = mailLocale(job.locale);
  const copy = copies[locale];
  const { refund } = job;
  const subject = copy.subject(refund.number);
  const link = /^https?:\/\//.test(job.link) ? job.link : undefined;
  const lines = [...refund.items, ...(refund.charges > 0 ? [copy.charges(formatMoney(refund.charges))] : [])];
  const paragraphs = [
    copy.amount(formatMoney(refund.amount), refund.number),
    copy.vat(formatMoney(refund.vat)),
    refund.method === "card" ? copy.card : copy.recorded,
  ];
  const text = [
    copy.hello(job.name),
    "",
    ...paragraphs,
    "",
    copy.items,
    ...lines.map((l) => `- ${l}`),
    ...(refund.reason ? ["", `${copy.reason} ${refund.reason}`] : []),
    ...(link ? ["", link] : []),
    "",
    copy.signOff,
    "",
  ].join("\n");
  const dir = locale === "ar" ? "rtl" : "ltr";
  const button = link
    ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#2f6b3a;color:#ffffff;` +
      `padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(copy.action)}</a></p>`
    : "";
  const html = [
    "<!doctype html>",
    `<html lang="${locale}" dir="${dir}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body dir="${dir}" style="font-family:Arial,Helvetica,sans-serif;color:#1d2b20;text-align:${dir === "rtl" ? "right" : "left"}">`,
    `<p>${escapeHtml(copy.hello(job.name))}</p>`,
    ...paragraphs.map((p, i) => (i === 0 ? `<p><strong>${escapeHtml(p)}</strong></p>` : `<p>${escapeHtml(p)}</p>`)),
    `<p>${escapeHtml(copy.items)}</p>`,
    `<ul>${lines.map((l) => `<li><bdi>${escapeHtml(l)}</bdi></li>`).join("")}</ul>`,
    refund.reason ? `<p>${escapeHtml(copy.reason)} <bdi>${escapeHtml(refund.reason)}</bdi></p>` : "",
    button,
    `<p>${escapeHtml(copy.signOff)}</p>`,
    "</body></html>",
  ].join("\n");
  return { to: job.to, subject, text, html };
}
