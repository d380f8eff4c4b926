import type { Db } from "../../db/client";
import { enqueueMail, escapeHtml, type MailLocale, mailLocale, type RenderedMail } from "../mail/mail.service";

/**
 * The e-mails of an e-mail change (issue 16), the users module's own text (app.ts hands the renderers to the
 * outbox): the confirmation link to the new address, the notice to the old one, and, when the new address already
 * has an account, a note to it instead of a link (the answer to the member is the same either way).
 */
export interface EmailChangeMail {
  template: "emailChangeConfirm" | "emailChangeNotice" | "emailChangeTaken";
  to: string;
  locale: string;
  name: string;
  /** The notice: the new address, masked (n***@example.com). */
  masked?: string;
  /** The confirmation link (cleared from the outbox once sent), or the log-in / password page. */
  link: string;
}

/** n***@example.com: enough for the owner to recognise, not enough to hand the address to whoever reads it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

export const enqueueEmailChangeMail = (tx: Db, job: EmailChangeMail) => enqueueMail(tx, job);

interface Copy {
  subject: string;
  intro: (masked: string) => string;
  action: string;
  note: string;
}

const hello: Record<MailLocale, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  fr: (name) => `Bonjour ${name},`,
  ar: (name) => `مرحبًا ${name}،`,
};
const signOff: Record<MailLocale, string> = { en: "The Bustan team", fr: "L'équipe Bustan", ar: "فريق بستان" };

const copies: Record<EmailChangeMail["template"], Record<MailLocale, Copy>> = {
  emailChangeConfirm: {
    en: {
      subject: "Confirm your new e-mail address for Bustan",
      intro: () => "You asked to use this address for your Bustan account. Confirm it by opening this link:",
      action: "Confirm my new e-mail address",
      note: "The link is valid for 24 hours and can be used once. If you did not ask for this, ignore this message.",
    },
    fr: {
      subject: "Confirmez votre nouvelle adresse e-mail pour Bustan",
      intro: () =>
        "Vous avez demandé à utiliser cette adresse pour votre compte Bustan. Confirmez-la en ouvrant ce lien :",
      action: "Confirmer ma nouvelle adresse e-mail",
      note: "Ce lien est valable 24 heures et ne peut servir qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
    },
    ar: {
      subject: "تأكيد بريدك الإلكتروني الجديد في بستان",
      intro: () => "طلبت استخدام هذا العنوان لحسابك في بستان. أكّده بفتح هذا الرابط:",
      action: "تأكيد بريدي الإلكتروني الجديد",
      note: "هذا الرابط صالح لمدة 24 ساعة ويمكن استخدامه مرة واحدة فقط. إذا لم تطلب ذلك، فتجاهل هذه الرسالة.",
    },
  },
  emailChangeNotice: {
    en: {
      subject: "Your Bustan e-mail address is being changed",
      intro: (masked) => `Someone asked to change the e-mail address of your Bustan account to ${masked}.`,
      action: "Change my password",
      note: "If this was you, there is nothing to do. If not, change your password now: the change needs it.",
    },
    fr: {
      subject: "L'adresse e-mail de votre compte Bustan va changer",
      intro: (masked) =>
        `Une demande a été faite pour remplacer l'adresse e-mail de votre compte Bustan par ${masked}.`,
      action: "Changer mon mot de passe",
      note: "Si c'est bien vous, il n'y a rien à faire. Sinon, changez votre mot de passe maintenant : il est nécessaire pour ce changement.",
    },
    ar: {
      subject: "جارٍ تغيير البريد الإلكتروني لحسابك في بستان",
      intro: (masked) => `طلب أحدهم تغيير البريد الإلكتروني لحسابك في بستان إلى ${masked}.`,
      action: "تغيير كلمة المرور",
      note: "إذا كنت أنت من قام بذلك، فلا حاجة إلى أي إجراء. وإلا فغيّر كلمة مرورك الآن، فهي مطلوبة لإجراء هذا التغيير.",
    },
  },
  emailChangeTaken: {
    en: {
      subject: "This address already has a Bustan account",
      intro: () =>
        "Someone asked to move another Bustan account to this e-mail address, but it already has an account, so nothing changed.",
      action: "Log in",
      note: "If this was you, log in with this address instead. If not, you can ignore this message.",
    },
    fr: {
      subject: "Cette adresse a déjà un compte Bustan",
      intro: () =>
        "Une demande a été faite pour rattacher un autre compte Bustan à cette adresse e-mail, mais elle a déjà un compte : rien n'a changé.",
      action: "Se connecter",
      note: "Si c'est bien vous, connectez-vous plutôt avec cette adresse. Sinon, vous pouvez ignorer ce message.",
    },
    ar: {
      subject: "هذا العنوان لديه حساب في بستان بالفعل",
      intro: () => "طلب أحدهم نقل حساب آخر في بستان إلى هذا البريد الإلكتروني، لكن لديه حساب بالفعل، لذا لم يتغير شيء.",
      action: "تسجيل الدخول",
      note: "إذا كنت أنت من قام بذلك، فسجّل الدخول بهذا العنوان بدلًا من ذلك. وإلا فيمكنك تجاهل هذه الرسالة.",
    },
  },
};

function render(job: EmailChangeMail): RenderedMail {
  const locale = mailLocale(job.locale);
  const copy = copies[job.template][locale];
  const intro = copy.intro(job.masked ?? "");
  const link = /^https?:\/\//.test(job.link) ? job.link : undefined;
  const greeting = hello[locale](job.name);
  const text = [greeting, "", intro, ...(link ? ["", link] : []), "", copy.note, "", signOff[locale], ""].join("\n");
  const dir = locale === "ar" ? "rtl" : "ltr";
  const button = link
    ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#2f6b3a;color:#ffffff;` +
      `padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(copy.action)}</a></p>` +
      `<p style="font-size:13px;color:#555555;word-break:break-all" dir="ltr">${escapeHtml(link)}</p>`
    : "";
  const html = [
    "<!doctype html>",
    `<html lang="${locale}" dir="${dir}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>`,
    `<body dir="${dir}" style="font-family:Arial,Helvetica,sans-serif;color:#1d2b20">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    button,
    `<p style="font-size:13px;color:#555555">${escapeHtml(copy.note)}</p>`,
    `<p>${escapeHtml(signOff[locale])}</p>`,
    "</body></html>",
  ].join("\n");
  return { to: job.to, subject: copy.subject, text, html };
}

/** The renderers app.ts hands to the outbox. */
export const accountMails = {
  emailChangeConfirm: render,
  emailChangeNotice: render,
  emailChangeTaken: render,
};
