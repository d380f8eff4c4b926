import type { OrderStatus } from "@shop/shared";
import type { Db } from "../../../db/client";
import { enqueueMail, escapeHtml, type MailLocale, mailLocale, type RenderedMail } from "../../mail/mail.service";
import type { OrderRow } from "./orders.repo";

/**
 * The e-mail a shopper gets for every change of their order, in the order's language. It goes to the outbox
 * in the transaction of the change, as a MailJob with template "orderStatus", and is rendered when sent by
 * renderOrderStatusMail (ordering hands it to the mail module's outbox, see ordering.plugin.ts).
 */
export interface OrderStatusMail {
  template: "orderStatus";
  to: string;
  locale: string;
  name: string;
  /** Where the shopper follows the order (the tracking page with the number filled in). */
  link: string;
  order: { number: string; status: OrderStatus; note: string | null };
}

export async function enqueueOrderStatusMail(
  tx: Db,
  order: OrderRow,
  status: OrderStatus,
  note: string | null,
  origin: string,
): Promise<void> {
  const job: OrderStatusMail = {
    template: "orderStatus",
    to: order.email,
    locale: order.locale,
    name: order.name,
    link: `${origin}/shop/trackorder?number=${encodeURIComponent(order.number)}`,
    order: { number: order.number, status, note },
  };
  await enqueueMail(tx, job);
}

type Lines = Record<OrderStatus, string>;

const headline: Record<MailLocale, Lines> = {
  en: {
    pending_payment: "is waiting for your payment",
    confirmed: "is confirmed",
    preparing: "is being prepared",
    out_for_delivery: "is out for delivery",
    delivered: "has been delivered",
    cancelled: "has been cancelled",
    refunded: "has been refunded",
    delivery_failed: "could not be delivered",
  },
  fr: {
    pending_payment: "attend votre paiement",
    confirmed: "est confirmée",
    preparing: "est en préparation",
    out_for_delivery: "est en cours de livraison",
    delivered: "a été livrée",
    cancelled: "a été annulée",
    refunded: "a été remboursée",
    delivery_failed: "n'a pas pu être livrée",
  },
  ar: {
    pending_payment: "بانتظار الدفع",
    confirmed: "تم تأكيده",
    preparing: "قيد التجهيز",
    out_for_delivery: "في الطريق إليك",
    delivered: "تم توصيله",
    cancelled: "تم إلغاؤه",
    refunded: "تم استرداد مبلغه",
    delivery_failed: "تعذّر توصيله",
  },
};

const subjectOf: Record<MailLocale, (number: string, what: string) => string> = {
  en: (n, what) => `Your Bustan order ${n} ${what}`,
  fr: (n, what) => `Votre commande Bustan ${n} ${what}`,
  ar: (n, what) => `طلبك من بستان ${n} ${what}`,
};

const copyText: Record<
  MailLocale,
  { hello: (name: string) => string; action: string; note: string; because: string; signOff: string }
> = {
  en: {
    hello: (name) => `Hello ${name},`,
    action: "Follow my order",
    note: "You can follow your order at any time with its number and your e-mail address.",
    because: "Note from the shop:",
    signOff: "The Bustan team",
  },
  fr: {
    hello: (name) => `Bonjour ${name},`,
    action: "Suivre ma commande",
    note: "Vous pouvez suivre votre commande à tout moment avec son numéro et votre adresse e-mail.",
    because: "Message de la boutique :",
    signOff: "L'équipe Bustan",
  },
  ar: {
    hello: (name) => `مرحبًا ${name}،`,
    action: "تتبّع طلبي",
    note: "يمكنك تتبّع طلبك في أي وقت برقم الطلب وبريدك الإلكتروني.",
    because: "ملاحظة من المتجر:",
    signOff: "فريق بستان",
  },
};

/** Text and HTML of an order-status e-mail; the name and the note are escaped in the HTML. */
export function renderOrderStatusMail(job: OrderStatusMail): RenderedMail {
  const locale = mailLocale(job.locale);
  const copy = copyText[locale];
  const subject = subjectOf[locale](job.order.number, headline[locale][job.order.status]);
  const link = /^https?:\/\//.test(job.link) ? job.link : undefined;
  const noteLine = job.order.note ? `${copy.because} ${job.order.note}` : undefined;
  const text = [
    copy.hello(job.name),
    "",
    `${subject}.`,
    ...(noteLine ? ["", noteLine] : []),
    ...(link ? ["", link] : []),
    "",
    copy.note,
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
    `<p><strong>${escapeHtml(subject)}.</strong></p>`,
    noteLine ? `<p>${escapeHtml(noteLine)}</p>` : "",
    button,
    `<p style="font-size:13px;color:#555555">${escapeHtml(copy.note)}</p>`,
    `<p>${escapeHtml(copy.signOff)}</p>`,
    "</body></html>",
  ].join("\n");
  return { to: job.to, subject, text, html };
}
