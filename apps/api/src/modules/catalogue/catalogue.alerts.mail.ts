import { escapeHtml, type MailLocale, mailLocale, type OutboxMail, type RenderedMail } from "../mail/mail.service";

/**
 * The back-in-stock e-mail (issue 16): its text is the catalogue's; app.ts hands the renderer to the mail outbox.
 * The job holds the product's path, not a link: the renderer prefixes the configured public origin.
 */
export interface StockAlertMailJob extends OutboxMail {
  template: "stockAlertBack";
  productName: string;
  potSize: string | null;
  potColour: string | null;
  /** /shop/product/<slug>?sku=<id>: the product page open on that size and colour. */
  path: string;
}

export const productPathOf = (slug: string, skuId: number) => `/shop/product/${encodeURIComponent(slug)}?sku=${skuId}`;

interface Copy {
  subject: (name: string) => string;
  intro: (name: string) => string;
  potSize: string;
  potColour: string;
  action: string;
  once: string;
  signOff: string;
}

const copies: Record<MailLocale, Copy> = {
  en: {
    subject: (name) => `${name} is back in stock`,
    intro: (name) => `Good news: ${name} is back in stock at Bustan. You asked us to tell you.`,
    potSize: "Pot size",
    potColour: "Pot colour",
    action: "See the product",
    once: "This was a one-time alert: we will not e-mail you about this product again, and nothing was reserved for you.",
    signOff: "The Bustan team",
  },
  fr: {
    subject: (name) => `${name} est de nouveau en stock`,
    intro: (name) =>
      `Bonne nouvelle : ${name} est de nouveau en stock chez Bustan. Vous nous aviez demandé de vous prévenir.`,
    potSize: "Taille du pot",
    potColour: "Couleur du pot",
    action: "Voir le produit",
    once: "Cette alerte était unique : nous ne vous écrirons plus au sujet de ce produit, et rien ne vous a été réservé.",
    signOff: "L'équipe Bustan",
  },
  ar: {
    subject: (name) => `${name} متوفر مجددًا`,
    intro: (name) => `خبر سار: ${name} متوفر مجددًا في بستان، كما طلبت أن نخبرك.`,
    potSize: "مقاس الأصيص",
    potColour: "لون الأصيص",
    action: "عرض المنتج",
    once: "كان هذا تنبيهًا لمرة واحدة: لن نراسلك بشأن هذا المنتج مرة أخرى، ولم يُحجز لك شيء.",
    signOff: "فريق بستان",
  },
};

/** The renderer of stockAlertBack, its links from `origin` (the configured PUBLIC_ORIGIN, never a request's Host). */
export function stockAlertMails(origin: string) {
  const render = (job: StockAlertMailJob): RenderedMail => {
    const locale = mailLocale(job.locale);
    const copy = copies[locale];
    const dir = locale === "ar" ? "rtl" : "ltr";
    const link = `${origin}${job.path.startsWith("/") ? job.path : "/"}`;
    const options = [
      job.potSize ? `${copy.potSize}: ${job.potSize}` : null,
      job.potColour ? `${copy.potColour}: ${job.potColour}` : null,
    ].filter((line): line is string => line !== null);
    const text = [copy.intro(job.productName), ...options, "", link, "", copy.once, "", copy.signOff, ""].join("\n");
    const html = [
      "<!doctype html>",
      `<html lang="${locale}" dir="${dir}">`,
      `<head><meta charset="utf-8"><title>${escapeHtml(copy.subject(job.productName))}</title></head>`,
      `<body dir="${dir}" style="font-family:Arial,Helvetica,sans-serif;color:#1d2b20">`,
      `<p>${escapeHtml(copy.intro(job.productName))}</p>`,
      options.length ? `<p>${options.map((line) => `<bdi>${escapeHtml(line)}</bdi>`).join("<br>")}</p>` : "",
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#2f6b3a;color:#ffffff;` +
        `padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(copy.action)}</a></p>`,
      `<p style="font-size:13px;color:#555555;word-break:break-all" dir="ltr">${escapeHtml(link)}</p>`,
      `<p style="font-size:13px;color:#555555">${escapeHtml(copy.once)}</p>`,
      `<p>${escapeHtml(copy.signOff)}</p>`,
      "</body></html>",
    ].join("\n");
    return { to: job.to, subject: copy.subject(job.productName), text, html };
  };
  return { stockAlertBack: render };
}
