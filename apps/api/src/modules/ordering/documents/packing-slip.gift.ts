import type { Gift, Language } from "@shop/shared";
import { labelsOf } from "./documents.labels";
import { CONTENT_WIDTH, type Doc, directionOf, line, PAGE, rule } from "./documents.layout";
import type { DocumentOrder } from "./documents.repo";
import { type Direction, drawWrapped, ltr, type TextStyle } from "./pdf-text";

/**
 * A gift order's packing slip (issue 16, DESIGN "gift orders"): it travels in the parcel, so it names the
 * recipient (the courier calls their mobile, not the buyer's), carries the buyer's message and prints no price or
 * amount at all; the cash a driver collects for a cash-on-delivery gift is on the day's delivery list instead.
 */

interface GiftLabels {
  gift: string;
  deliverTo: string;
  from: string;
  message: string;
  codOnDeliveryList: string;
  paid: string;
}

const giftLabels: Record<Language, GiftLabels> = {
  en: {
    gift: "Gift",
    deliverTo: "Deliver to",
    from: "From",
    message: "Message",
    codOnDeliveryList: "Cash on delivery: the amount is on the day's delivery list",
    paid: "Paid: nothing to collect",
  },
  fr: {
    gift: "Cadeau",
    deliverTo: "Livrer à",
    from: "De la part de",
    message: "Message",
    codOnDeliveryList: "Paiement à la livraison : le montant figure sur la liste des livraisons du jour",
    paid: "Payé : rien à encaisser",
  },
  ar: {
    gift: "هدية",
    deliverTo: "التسليم إلى",
    from: "من",
    message: "الرسالة",
    codOnDeliveryList: "الدفع عند الاستلام: المبلغ مدوّن في قائمة توصيلات اليوم",
    paid: "مدفوع: لا شيء للتحصيل",
  },
};

const labelsFor = (language: string) => giftLabels[language as Language] ?? giftLabels.en;

/** The direction of the message's first strong letter: the message is laid out in its own language. */
export function messageDirection(message: string, fallback: Direction): Direction {
  const strong = /[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]|([\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc])/u.exec(
    message,
  );
  if (!strong) return fallback;
  return strong[1] ? "rtl" : "ltr";
}

/** "Gift", the recipient and their mobile, in place of the buyer's name and mobile; answers the height used. */
export function drawGiftRecipient(doc: Doc, gift: Gift, top: number, language: string): number {
  let y = top;
  const l = labelsFor(language);
  const direction = directionOf(language);
  line(doc, l.gift, y, { size: 14, direction, weight: 700 });
  y += 20;
  line(doc, `${l.deliverTo}: ${gift.recipientName}`, y, { size: 10, direction, weight: 700 });
  y += 15;
  line(doc, `${labelsOf(language).mobile}: ${ltr(gift.recipientMobile)}`, y, { size: 10, direction });
  return y + 15 - top;
}

/** Who the gift is from and the message, in its own direction and shaped like any text; answers the height used. */
export function drawGiftMessage(doc: Doc, order: DocumentOrder, gift: Gift, top: number, language: string): number {
  let y = top;
  const l = labelsFor(language);
  const direction = directionOf(language);
  y += 6;
  line(doc, `${l.from}: ${order.name}`, y, { size: 10, direction });
  y += 15;
  if (!gift.message) return y - top;
  rule(doc, y, "#888888", 0.6);
  y += 6;
  line(doc, l.message, y, { size: 10, direction, weight: 700 });
  y += 15;
  const style: TextStyle = { size: 11, direction: messageDirection(gift.message, direction) };
  y += drawWrapped(doc, gift.message, PAGE.margin, y, CONTENT_WIDTH, style, { max: 8 });
  rule(doc, y + 2, "#888888", 0.6);
  return y + 6 - top;
}

/** The slip's last line for a gift: what the driver does about payment, without an amount. */
export function giftPaymentLine(order: DocumentOrder, language: string): string {
  if (order.paymentMethod === "card") return labelsOf(language).prepaid;
  const l = labelsFor(language);
  return order.paymentStatus === "paid" ? l.paid : l.codOnDeliveryList;
}
