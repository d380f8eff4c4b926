import type { Db } from "../../../db/client";
import { enqueueMail, escapeHtml, type MailLocale, mailLocale, type RenderedMail } from "../../mail/mail.service";
import { type AddressSnapshot, addressLines } from "../checkout/checkout.mappers";
import type { OrderRow } from "./orders.repo";

/**
 * The e-mail a shopper gets when staff change where or when their order is delivered (issue 15), in the order's
 * language; written to the outbox in the change's transaction (template "orderDeliveryChanged").
 */
export interface DeliveryChangedMail {
  template: "orderDeliveryChanged";
  to: string;
  locale: string;
  name: string;
  link: string;
  order: { number: string; deliveryDate: string; deliverySlot: string; address: AddressSnapshot };
}

export async function enqueueDeliveryChangedMail(tx: Db, order: OrderRow, origin: string): Promise<void> {
  const job: DeliveryChangedMail = {
    template: "orderDeliveryChanged",
    to: order.email,
    locale: order.locale,
    name: order.name,
    link: `${origin}/shop/trackorder?number=${encodeURIComponent(order.number)}`,
    order: {
      number: order.number,
      deliveryDate: order.deliveryDate,
      deliverySlot: order.deliverySlot,
      address: order.address as AddressSnapshot,
    },
  };
  await enqueueMail(tx, job);
}

interface Copy {
  subject: (n: string) => string;
  hello: (name: string) => string;
  intro: string;
  when: string;
  where: string;
  action: string;
  signOff: string;
  slots: Record<string, string>;
}

const copies: Record<MailLocale, Copy> = {
  en: {
    subject: (n) => `The delivery of your Bustan order ${n} has changed`,
    hello: (name) => `Hello ${name},`,
    intro: "We have changed the delivery of your order. It will now arrive:",
    when: "When:",
    where: "Where:",
    action: "Follow my order",
    signOff: "The Bustan team",
    slots: { morning: "morning", afternoon: "afternoon", evening: "evening" },
  },
  fr: {
    subject: (n) => `La livraison de votre commande Bustan ${n} a changé`,
    hello: (name) => `Bonjour ${name},`,
    intro: "Nous avons modifié la livraison de votre commande. Elle arrivera désormais :",
    when: "Quand :",
    where: "Où :",
    action: "Suivre ma commande",
    signOff: "L'équipe Bustan",
    slots: { morning: "matin", afternoon: "après-midi", evening: "soir" },
  },
  ar: {
    subject: (n) => `تغيّر موعد أو عنوان توصيل طلبك من بستان ${n}`,
    hello: (name) => `مرحبًا ${name}،`,
    intro: "عدّلنا توصيل طلبك، وسيصلك الآن:",
    when: "الموعد:",
    where: "العنوان:",
    action: "تتبّع طلبي",
    signOff: "فريق بستان",
    slots: { morning: "صباحًا", afternoon: "بعد الظهر", evening: "مساءً" },
  },
};

/** Text and HTML of the e-mail; every value from the order is escaped in the HTML. */
export function renderDeliveryChangedMail(job: DeliveryChangedMail): RenderedMail {
  const locale = mailLocale(job.locale);
  const copy = copies[locale];
  const subject = copy.subject(job.order.number);
  const when = `${job.order.deliveryDate}, ${copy.slots[job.order.deliverySlot] ?? job.order.deliverySlot}`;
  const where = addressLines(job.order.address, locale).join(", ");
  const link = /^https?:\/\//.test(job.link) ? job.link : undefined;
  const text = [
    copy.hello(job.name),
    "",
    copy.intro,
    `${copy.when} ${when}`,
    `${copy.where} ${where}`,
    ...(link ? ["", link] : []),
    "",
    copy.signOff,
    "",
  ].join("\n");
  const dir = locale === "ar" ? "rtl" : "ltr";
  const html = [
    "<!doctype html>",
    `<html lang="${locale}" dir="${dir}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body dir="${dir}" style="font-family:Arial,Helvetica,sans-serif;color:#1d2b20">`,
    `<p>${escapeHtml(copy.hello(job.name))}</p>`,
    `<p>${escapeHtml(copy.intro)}</p>`,
    `<p><strong>${escapeHtml(copy.when)}</strong> ${escapeHtml(when)}<br>`,
    `<strong>${escapeHtml(copy.where)}</strong> ${escapeHtml(where)}</p>`,
    link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>` : "",
    `<p>${escapeHtml(copy.signOff)}</p>`,
    "</body></html>",
  ].join("\n");
  return { to: job.to, subject, text, html };
}
