import type { Db } from "../../db/client";
import { enqueueMail, escapeHtml, type MailLocale, mailLocale, type RenderedMail } from "../mail/mail.service";

/**
 * The review request (issue 14): a few days after delivery, the shopper is asked to review what they received,
 * with one link per product to /pages/review. Plain text first; the HTML copy escapes every name.
 */
export interface ReviewRequestMail {
  template: "reviewRequest";
  to: string;
  locale: string;
  name: string;
  number: string;
  products: Array<{ name: string; link: string }>;
}

export const enqueueReviewRequest = (tx: Db, job: Omit<ReviewRequestMail, "template">) =>
  enqueueMail(tx, { template: "reviewRequest", ...job } satisfies ReviewRequestMail);

const copy: Record<
  MailLocale,
  { subject: (n: string) => string; hello: (n: string) => string; ask: string; write: string; signOff: string }
> = {
  en: {
    subject: (n) => `How are your plants? Review your order ${n}`,
    hello: (n) => `Hello ${n},`,
    ask: "Your order arrived a few days ago. Tell other shoppers how your plants are doing: your review helps them choose.",
    write: "Write a review",
    signOff: "The Bustan team",
  },
  fr: {
    subject: (n) => `Comment vont vos plantes ? Donnez votre avis sur la commande ${n}`,
    hello: (n) => `Bonjour ${n},`,
    ask: "Votre commande est arrivée il y a quelques jours. Dites aux autres clients comment se portent vos plantes : votre avis les aide à choisir.",
    write: "Écrire un avis",
    signOff: "L'équipe Bustan",
  },
  ar: {
    subject: (n) => `كيف حال نباتاتك؟ قيّم طلبك ${n}`,
    hello: (n) => `مرحبًا ${n}،`,
    ask: "وصل طلبك قبل أيام. أخبر العملاء الآخرين كيف حال نباتاتك، فمراجعتك تساعدهم على الاختيار.",
    write: "اكتب مراجعة",
    signOff: "فريق بستان",
  },
};

export function renderReviewRequest(job: ReviewRequestMail): RenderedMail {
  const locale = mailLocale(job.locale);
  const words = copy[locale];
  const subject = words.subject(job.number);
  const lines = job.products.map((p) => `${p.name}: ${words.write} ${p.link}`);
  const text = [words.hello(job.name), "", words.ask, "", ...lines, "", words.signOff, ""].join("\n");
  const dir = locale === "ar" ? "rtl" : "ltr";
  const items = job.products.map(
    (p) => `<li>${escapeHtml(p.name)}: <a href="${escapeHtml(p.link)}">${escapeHtml(words.write)}</a></li>`,
  );
  const html = [
    "<!doctype html>",
    `<html lang="${locale}" dir="${dir}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body dir="${dir}" style="font-family:Arial,Helvetica,sans-serif;color:#1d2b20">`,
    `<p>${escapeHtml(words.hello(job.name))}</p>`,
    `<p>${escapeHtml(words.ask)}</p>`,
    `<ul>${items.join("")}</ul>`,
    `<p>${escapeHtml(words.signOff)}</p>`,
    "</body></html>",
  ].join("\n");
  return { to: job.to, subject, text, html };
}

export const reviewMails = { reviewRequest: renderReviewRequest };
