import type { ShopPromises } from "@shop/shared";
import { chargesSentence, paymentSentence, sameDaySentence, type Translate } from "../../lib/config/shop-promises";

/** The FAQ answers that make promises, composed from the live settings; the others are fixed texts. */
export function faqAnswer(item: string, promises: ShopPromises, t: Translate): string {
  switch (item) {
    case "q1":
      return `${t("pages.faq.q1.a")} ${chargesSentence(promises.delivery, t)}`;
    case "q2":
      return `${sameDaySentence(promises.delivery, t)} ${t("pages.faq.q2.a")}`;
    case "q3":
      return paymentSentence(promises.payments, promises.delivery, t);
    default:
      return t(`pages.faq.${item}.a`);
  }
}

/** /pages/delivery: when it arrives and what it costs, from the live delivery settings. */
export function deliveryPageTexts(promises: ShopPromises, t: Translate): Record<string, string> {
  return {
    times: `${t("pages.delivery.times.text")} ${sameDaySentence(promises.delivery, t)}`,
    charges: `${t("pages.delivery.charges.text")} ${chargesSentence(promises.delivery, t)}`,
  };
}

/** /pages/refund: refunds go back to a card only when the shop takes cards. */
export function refundPageTexts(promises: ShopPromises, t: Translate): Record<string, string> {
  return { refunds: promises.payments.card ? t("pages.refund.refunds.text") : t("pages.refund.refunds.textCash") };
}
