import type { Gift } from "@shop/shared";
import { escapeHtml, type MailLocale } from "../../mail/mail.service";

/**
 * The gift note of the order confirmation (issue 16): the buyer reads that the order is a gift, for whom, and
 * that the packing slip carries the message without prices. The invoice's figures stay as they are.
 */
const labels: Record<
  MailLocale,
  { heading: string; forWhom: (name: string, mobile: string) => string; message: string; slip: string }
> = {
  en: {
    heading: "This order is a gift",
    forWhom: (name, mobile) => `For ${name}; our courier will call ${mobile}.`,
    message: "Your message",
    slip: "The packing slip in the parcel shows your message and no prices.",
  },
  fr: {
    heading: "Cette commande est un cadeau",
    forWhom: (name, mobile) => `Pour ${name} ; notre livreur appellera le ${mobile}.`,
    message: "Votre message",
    slip: "Le bordereau glissé dans le colis porte votre message et aucun prix.",
  },
  ar: {
    heading: "هذا الطلب هدية",
    forWhom: (name, mobile) => `إلى ${name}، وسيتصل مندوب التوصيل بالرقم ${mobile}.`,
    message: "رسالتك",
    slip: "تحمل قسيمة التعبئة داخل الطرد رسالتك دون أي أسعار.",
  },
};

/** The note as text lines (empty when the order is not a gift). */
export function giftNoteText(locale: MailLocale, gift: Gift | null | undefined): string[] {
  if (!gift) return [];
  const l = labels[locale];
  return [
    "",
    l.heading,
    l.forWhom(gift.recipientName, gift.recipientMobile),
    ...(gift.message ? [`${l.message}: ${gift.message}`] : []),
    l.slip,
  ];
}

/** The note as one HTML paragraph, every value from the shopper escaped ("" when the order is not a gift). */
export function giftNoteHtml(locale: MailLocale, gift: Gift | null | undefined): string {
  if (!gift) return "";
  const l = labels[locale];
  // The labels hold no markup characters, so the escaped values can be put into them as they are.
  const forWhom = l.forWhom(
    escapeHtml(gift.recipientName),
    `<span dir="ltr">${escapeHtml(gift.recipientMobile)}</span>`,
  );
  const message = gift.message
    ? `<br>${escapeHtml(l.message)}: <span dir="auto" style="white-space:pre-line">${escapeHtml(gift.message)}</span>`
    : "";
  return `<p><strong>${escapeHtml(l.heading)}</strong><br>${forWhom}${message}<br>${escapeHtml(l.slip)}</p>`;
}
