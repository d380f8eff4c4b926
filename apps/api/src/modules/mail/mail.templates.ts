/** The e-mails the shop sends, in en, fr and ar (DESIGN "languages"), as text and HTML. */

export type MailTemplate = "verification" | "passwordReset" | "passwordChanged" | "staffInvite";
export type MailLocale = "en" | "fr" | "ar";

/** An outbox payload: rendered when sent, in the language of the recipient. */
export interface MailJob {
  template: MailTemplate;
  to: string;
  locale: string;
  name: string;
  /** The link of the e-mail (a verification or reset link holds a token; cleared once sent). */
  link?: string;
}

export interface RenderedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Set by the outbox: the same on every send of one outbox row. */
  messageId?: string;
  /** Extra header fields, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) of newsletter e-mails. */
  headers?: Record<string, string>;
}

interface Copy {
  subject: string;
  intro: string;
  action: string;
  note: string;
}

const greeting: Record<MailLocale, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  fr: (name) => `Bonjour ${name},`,
  ar: (name) => `مرحبًا ${name}،`,
};

const signOff: Record<MailLocale, string> = {
  en: "The Bustan team",
  fr: "L'équipe Bustan",
  ar: "فريق بستان",
};

const copies: Record<MailTemplate, Record<MailLocale, Copy>> = {
  verification: {
    en: {
      subject: "Confirm your e-mail address for Bustan",
      intro: "Thank you for creating your Bustan account. Please confirm your e-mail address by opening this link:",
      action: "Confirm my e-mail address",
      note: "The link is valid for 24 hours. If you did not create an account, you can ignore this message.",
    },
    fr: {
      subject: "Confirmez votre adresse e-mail pour Bustan",
      intro: "Merci d'avoir créé votre compte Bustan. Veuillez confirmer votre adresse e-mail en ouvrant ce lien :",
      action: "Confirmer mon adresse e-mail",
      note: "Ce lien est valable 24 heures. Si vous n'avez pas créé de compte, vous pouvez ignorer ce message.",
    },
    ar: {
      subject: "تأكيد بريدك الإلكتروني في بستان",
      intro: "شكرًا لإنشائك حسابًا في بستان. يُرجى تأكيد بريدك الإلكتروني بفتح هذا الرابط:",
      action: "تأكيد بريدي الإلكتروني",
      note: "هذا الرابط صالح لمدة 24 ساعة. إذا لم تنشئ حسابًا، يمكنك تجاهل هذه الرسالة.",
    },
  },
  passwordReset: {
    en: {
      subject: "Reset your Bustan password",
      intro: "We received a request to reset the password of your Bustan account. Choose a new password here:",
      action: "Choose a new password",
      note:
        "The link is valid for 1 hour and can be used once. If you did not ask for this, ignore this message: " +
        "your password stays the same.",
    },
    fr: {
      subject: "Réinitialisez votre mot de passe Bustan",
      intro:
        "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Bustan. " +
        "Choisissez un nouveau mot de passe ici :",
      action: "Choisir un nouveau mot de passe",
      note:
        "Ce lien est valable 1 heure et ne peut servir qu'une fois. Si vous n'êtes pas à l'origine de cette " +
        "demande, ignorez ce message : votre mot de passe reste inchangé.",
    },
    ar: {
      subject: "إعادة تعيين كلمة مرور بستان",
      intro: "تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في بستان. اختر كلمة مرور جديدة من هنا:",
      action: "اختيار كلمة مرور جديدة",
      note:
        "هذا الرابط صالح لمدة ساعة واحدة ويمكن استخدامه مرة واحدة فقط. إذا لم تطلب ذلك، فتجاهل هذه الرسالة، " +
        "ولن تتغير كلمة مرورك.",
    },
  },
  passwordChanged: {
    en: {
      subject: "Your Bustan password was changed",
      intro: "The password of your Bustan account was just changed, and every other session was logged out.",
      action: "Reset my password",
      note: "If this was you, there is nothing to do. If not, reset your password now and contact us.",
    },
    fr: {
      subject: "Votre mot de passe Bustan a été modifié",
      intro:
        "Le mot de passe de votre compte Bustan vient d'être modifié et toutes vos autres sessions ont été " +
        "déconnectées.",
      action: "Réinitialiser mon mot de passe",
      note: "Si c'est bien vous, il n'y a rien à faire. Sinon, réinitialisez votre mot de passe maintenant et contactez-nous.",
    },
    ar: {
      subject: "تم تغيير كلمة مرور بستان",
      intro: "تم للتو تغيير كلمة مرور حسابك في بستان، وتم تسجيل الخروج من جميع الجلسات الأخرى.",
      action: "إعادة تعيين كلمة المرور",
      note: "إذا كنت أنت من قام بذلك، فلا حاجة إلى أي إجراء. وإلا فأعد تعيين كلمة مرورك الآن وتواصل معنا.",
    },
  },
  // Issue 15: a staff invitation (users.staff.service.ts); the link sets the first password.
  staffInvite: {
    en: {
      subject: "You are invited to the Bustan back office",
      intro: "You have been invited to join the Bustan shop team. Choose your password to open the back office:",
      action: "Choose my password",
      note:
        "The link is valid for 48 hours and can be used once. If you did not expect this invitation, you can " +
        "ignore this message.",
    },
    fr: {
      subject: "Vous êtes invité(e) dans l'espace de gestion de Bustan",
      intro:
        "Vous avez été invité(e) à rejoindre l'équipe de la boutique Bustan. Choisissez votre mot de passe pour " +
        "ouvrir l'espace de gestion :",
      action: "Choisir mon mot de passe",
      note:
        "Ce lien est valable 48 heures et ne peut servir qu'une fois. Si vous n'attendiez pas cette invitation, " +
        "vous pouvez ignorer ce message.",
    },
    ar: {
      subject: "دعوة للانضمام إلى لوحة إدارة بستان",
      intro: "تمت دعوتك للانضمام إلى فريق متجر بستان. اختر كلمة مرورك لفتح لوحة الإدارة:",
      action: "اختيار كلمة المرور",
      note: "هذا الرابط صالح لمدة 48 ساعة ويمكن استخدامه مرة واحدة فقط. إذا لم تكن تتوقع هذه الدعوة، فيمكنك تجاهل هذه الرسالة.",
    },
  },
};

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export function mailLocale(locale: string): MailLocale {
  return locale === "fr" || locale === "ar" ? locale : "en";
}

/** Text and HTML of one e-mail; every value from the user (name, address) is escaped in the HTML. */
export function renderMail(job: MailJob): RenderedMail {
  const locale = mailLocale(job.locale);
  const copy = copies[job.template][locale];
  const hello = greeting[locale](job.name);
  const link = job.link && /^https?:\/\//.test(job.link) ? job.link : undefined;
  const text = [hello, "", copy.intro, ...(link ? ["", link] : []), "", copy.note, "", signOff[locale], ""].join("\n");
  const dir = locale === "ar" ? "rtl" : "ltr";
  const align = locale === "ar" ? "right" : "left";
  const button = link
    ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#2f6b3a;color:#ffffff;` +
      `padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(copy.action)}</a></p>` +
      `<p style="font-size:13px;color:#555555;word-break:break-all" dir="ltr">${escapeHtml(link)}</p>`
    : "";
  const html = [
    "<!doctype html>",
    `<html lang="${locale}" dir="${dir}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>`,
    `<body dir="${dir}" style="font-family:Arial,Helvetica,sans-serif;color:#1d2b20;text-align:${align}">`,
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(copy.intro)}</p>`,
    button,
    `<p style="font-size:13px;color:#555555">${escapeHtml(copy.note)}</p>`,
    `<p>${escapeHtml(signOff[locale])}</p>`,
    "</body></html>",
  ].join("\n");
  return { to: job.to, subject: copy.subject, text, html };
}
