import type { Db } from "../../db/client";
import { enqueueMail, escapeHtml, type MailLocale, mailLocale, type RenderedMail } from "../mail/mail.service";

/**
 * The contact module's e-mails (their text is the module's own; app.ts hands the renderers to the outbox): a
 * visitor's message to the shop's address, and a staff reply to the visitor, sent from the shop (MAIL_FROM).
 * Both are plain text first; the HTML copy escapes every part the visitor or staff wrote.
 */

export interface ContactToShopMail {
  template: "contactToShop";
  to: string;
  locale: string;
  messageId: number;
  name: string;
  email: string;
  mobile: string | null;
  orderNumber: string | null;
  subject: string;
  message: string;
  /** The message in the back office's inbox. */
  link: string;
}

export interface ContactReplyMail {
  template: "contactReply";
  to: string;
  locale: string;
  name: string;
  subject: string;
  body: string;
  /** The visitor's own message, quoted under the reply. */
  original: string;
}

export const enqueueContactToShop = (tx: Db, job: Omit<ContactToShopMail, "template">) =>
  enqueueMail(tx, { template: "contactToShop", ...job } satisfies ContactToShopMail);

export const enqueueContactReply = (tx: Db, job: Omit<ContactReplyMail, "template">) =>
  enqueueMail(tx, { template: "contactReply", ...job } satisfies ContactReplyMail);

const page = (locale: MailLocale, title: string, body: string[]) => {
  const dir = locale === "ar" ? "rtl" : "ltr";
  return [
    "<!doctype html>",
    `<html lang="${locale}" dir="${dir}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    `<body dir="${dir}" style="font-family:Arial,Helvetica,sans-serif;color:#1d2b20">`,
    ...body,
    "</body></html>",
  ].join("\n");
};

/** Line breaks kept, everything else escaped: the text stays text. */
const paragraph = (text: string) => `<p style="white-space:pre-wrap">${escapeHtml(text)}</p>`;

/** To the shop's address, in English (the staff's working language). */
export function renderContactToShop(job: ContactToShopMail): RenderedMail {
  const subject = `Contact form #${job.messageId}: ${job.subject}`;
  const facts = [
    `From: ${job.name} <${job.email}>`,
    ...(job.mobile ? [`Mobile: ${job.mobile}`] : []),
    ...(job.orderNumber ? [`Order: ${job.orderNumber}`] : []),
    `Subject: ${job.subject}`,
  ];
  const text = [...facts, "", job.message, "", `Answer it from the inbox: ${job.link}`, ""].join("\n");
  const html = page("en", subject, [
    paragraph(facts.join("\n")),
    paragraph(job.message),
    `<p><a href="${escapeHtml(job.link)}">Answer it from the inbox</a></p>`,
  ]);
  // Answering from a mail program goes to the visitor (the address passed the e-mail rule: no line breaks).
  return { to: job.to, subject, text, html, headers: { "Reply-To": job.email } };
}

const replyCopy: Record<MailLocale, { re: string; hello: (n: string) => string; wrote: string; signOff: string }> = {
  en: { re: "Re:", hello: (n) => `Hello ${n},`, wrote: "Your message:", signOff: "The Bustan team" },
  fr: { re: "Re :", hello: (n) => `Bonjour ${n},`, wrote: "Votre message :", signOff: "L'équipe Bustan" },
  ar: { re: "رد:", hello: (n) => `مرحبًا ${n}،`, wrote: "رسالتك:", signOff: "فريق بستان" },
};

/** The staff reply, in the language the visitor wrote in, with their message quoted. */
export function renderContactReply(job: ContactReplyMail): RenderedMail {
  const locale = mailLocale(job.locale);
  const copy = replyCopy[locale];
  const subject = `${copy.re} ${job.subject}`;
  const quoted = job.original
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const text = [copy.hello(job.name), "", job.body, "", copy.signOff, "", copy.wrote, quoted, ""].join("\n");
  const html = page(locale, subject, [
    `<p>${escapeHtml(copy.hello(job.name))}</p>`,
    paragraph(job.body),
    `<p>${escapeHtml(copy.signOff)}</p>`,
    `<p style="color:#555555">${escapeHtml(copy.wrote)}</p>`,
    `<blockquote style="white-space:pre-wrap;color:#555555">${escapeHtml(job.original)}</blockquote>`,
  ]);
  return { to: job.to, subject, text, html };
}

export const contactMails = { contactToShop: renderContactToShop, contactReply: renderContactReply };
