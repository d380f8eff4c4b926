import { escapeHtml, type MailLocale, mailLocale, type OutboxMail, type RenderedMail } from "../mail/mail.service";

/**
 * The newsletter's e-mails (their text is this module's; app.ts hands the renderers to the mail outbox). Every
 * newsletter e-mail but the confirmation carries the one-click unsubscribe of RFC 8058: List-Unsubscribe with an
 * HTTPS URL that takes an unauthenticated POST, List-Unsubscribe-Post, and a visible link to the unsubscribe page.
 * The payload holds only one token-bearing URL, `link`, which the outbox clears once the e-mail is sent.
 */

export interface NewsletterMailJob extends OutboxMail {
  template: "newsletterConfirm" | "newsletterWelcome";
  /** newsletterConfirm: the confirmation page; others: the unsubscribe page (…/unsubscribe?token=…). */
  link?: string;
}

export const NEWSLETTER_CONFIRM_PATH = "/pages/newsletter/confirm";
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/pages/newsletter/unsubscribe";
export const ONE_CLICK_PATH = "/api/v1/newsletter/unsubscribe/one-click";

export const confirmLink = (origin: string, token: string) => `${origin}${NEWSLETTER_CONFIRM_PATH}?token=${token}`;
export const unsubscribeLink = (origin: string, token: string) =>
  `${origin}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${token}`;

/** The one-click URL of an unsubscribe page link: same origin and token, the API's POST endpoint. */
export function oneClickUrlOf(link: string): string | undefined {
  try {
    const url = new URL(link);
    const token = url.searchParams.get("token");
    return token ? `${url.origin}${ONE_CLICK_PATH}?token=${encodeURIComponent(token)}` : undefined;
  } catch {
    return undefined;
  }
}

/** RFC 8058 header fields for an e-mail whose unsubscribe page link is `link`. */
export function unsubscribeHeaders(link: string | undefined): Record<string, string> {
  const oneClick = link && oneClickUrlOf(link);
  if (!oneClick) return {};
  return { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

interface Copy {
  subject: string;
  paragraphs: string[];
  action?: string;
}

const signOff: Record<MailLocale, string> = { en: "The Bustan team", fr: "L'équipe Bustan", ar: "فريق بستان" };

const unsubscribeWords: Record<MailLocale, { line: string; action: string }> = {
  en: { line: "You receive this e-mail because you subscribed to the Bustan newsletter.", action: "Unsubscribe" },
  fr: { line: "Vous recevez cet e-mail car vous êtes abonné à la newsletter Bustan.", action: "Se désabonner" },
  ar: { line: "تصلك هذه الرسالة لأنك مشترك في النشرة الإخبارية لبستان.", action: "إلغاء الاشتراك" },
};

const copies: Record<NewsletterMailJob["template"], Record<MailLocale, Copy>> = {
  newsletterConfirm: {
    en: {
      subject: "Confirm your subscription to the Bustan newsletter",
      paragraphs: [
        "Someone, hopefully you, asked to receive the Bustan newsletter at this address. Open this link and press " +
          "the button to confirm:",
        "The link is valid for 7 days. If you did not ask for this, ignore this message: you will receive nothing.",
      ],
      action: "Confirm my subscription",
    },
    fr: {
      subject: "Confirmez votre abonnement à la newsletter Bustan",
      paragraphs: [
        "Quelqu'un, nous l'espérons vous, a demandé à recevoir la newsletter Bustan à cette adresse. Ouvrez ce lien " +
          "et appuyez sur le bouton pour confirmer :",
        "Ce lien est valable 7 jours. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : vous ne " +
          "recevrez rien.",
      ],
      action: "Confirmer mon abonnement",
    },
    ar: {
      subject: "أكّد اشتراكك في النشرة الإخبارية لبستان",
      paragraphs: [
        "طلب أحدهم، ونأمل أن تكون أنت، تلقي النشرة الإخبارية لبستان على هذا العنوان. افتح هذا الرابط واضغط الزر للتأكيد:",
        "هذا الرابط صالح لمدة 7 أيام. إذا لم تطلب ذلك، فتجاهل هذه الرسالة ولن يصلك شيء.",
      ],
      action: "تأكيد اشتراكي",
    },
  },
  newsletterWelcome: {
    en: {
      subject: "Welcome to the Bustan newsletter",
      paragraphs: [
        "Your subscription is confirmed. You will hear from us about new plants, care tips for the UAE climate and " +
          "offers, a few times a month at most.",
      ],
    },
    fr: {
      subject: "Bienvenue dans la newsletter Bustan",
      paragraphs: [
        "Votre abonnement est confirmé. Vous recevrez nos nouvelles plantes, des conseils d'entretien adaptés au " +
          "climat des Émirats et nos offres, quelques fois par mois au plus.",
      ],
    },
    ar: {
      subject: "أهلًا بك في النشرة الإخبارية لبستان",
      paragraphs: [
        "تم تأكيد اشتراكك. ستصلك أخبار النباتات الجديدة ونصائح العناية بها في مناخ الإمارات والعروض، بضع مرات في الشهر على الأكثر.",
      ],
    },
  },
};

const httpLink = (link: string | undefined) => (link && /^https?:\/\//.test(link) ? link : undefined);

/** The shell of every newsletter e-mail: paragraphs (plain text, escaped), an optional button, the unsubscribe foot. */
export function renderNewsletterMail(
  job: { to: string; locale: string },
  content: {
    subject: string;
    paragraphs: string[];
    action?: { label: string; link: string };
    unsubscribe?: string;
    /** A campaign's body: its escaped HTML and its text, in place of the paragraphs. */
    rich?: { html: string; text: string };
  },
): RenderedMail {
  const locale = mailLocale(job.locale);
  const dir = locale === "ar" ? "rtl" : "ltr";
  const foot = content.unsubscribe ? unsubscribeWords[locale] : undefined;
  const [first = "", ...rest] = content.paragraphs;
  const text = [
    content.rich ? content.rich.text : first,
    "",
    ...(content.action ? [content.action.link, ""] : []),
    ...rest.flatMap((p) => [p, ""]),
    signOff[locale],
    ...(foot && content.unsubscribe ? ["", "--", foot.line, `${foot.action}: ${content.unsubscribe}`] : []),
    "",
  ].join("\n");
  const button = content.action
    ? `<p><a href="${escapeHtml(content.action.link)}" style="display:inline-block;background:#2f6b3a;color:#ffffff;` +
      `padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="font-size:13px;color:#555555;word-break:break-all" dir="ltr">${escapeHtml(content.action.link)}</p>`
    : "";
  const footer =
    foot && content.unsubscribe
      ? `<hr><p style="font-size:12px;color:#555555">${escapeHtml(foot.line)} ` +
        `<a href="${escapeHtml(content.unsubscribe)}">${escapeHtml(foot.action)}</a></p>`
      : "";
  const html = [
    "<!doctype html>",
    `<html lang="${locale}" dir="${dir}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body dir="${dir}" style="font-family:Arial,Helvetica,sans-serif;color:#1d2b20;text-align:${locale === "ar" ? "right" : "left"}">`,
    ...(content.rich
      ? [content.rich.html]
      : content.paragraphs.map((p, i) =>
          i === 0 && button ? `<p>${escapeHtml(p)}</p>${button}` : `<p>${escapeHtml(p)}</p>`,
        )),
    `<p>${escapeHtml(signOff[locale])}</p>`,
    footer,
    "</body></html>",
  ].join("\n");
  return { to: job.to, subject: content.subject, text, html, headers: unsubscribeHeaders(content.unsubscribe) };
}

/** The confirmation (no unsubscribe: the address is not subscribed yet) and the welcome after it. */
export function renderNewsletterSystemMail(job: NewsletterMailJob): RenderedMail {
  const copy = copies[job.template][mailLocale(job.locale)];
  const link = httpLink(job.link);
  if (job.template === "newsletterConfirm") {
    const action = link && copy.action ? { label: copy.action, link } : undefined;
    return renderNewsletterMail(job, { subject: copy.subject, paragraphs: copy.paragraphs, action });
  }
  return renderNewsletterMail(job, { subject: copy.subject, paragraphs: copy.paragraphs, unsubscribe: link });
}
