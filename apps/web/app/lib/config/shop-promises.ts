import type { ShopPromises } from "@shop/shared";
import { formatMoney } from "@shop/shared/core";

/** A translation function (react-i18next's `t`, or a test's stand-in). */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

type Delivery = ShopPromises["delivery"];

/** An amount or time kept left to right inside Arabic sentences (Unicode isolates: plain text, no markup). */
export const ltr = (text: string) => `\u2066${text}\u2069`;
export const money = (fils: number) => ltr(formatMoney(fils));
type Payments = ShopPromises["payments"];

/** The payment marks the footer may show: card marks only while card payment is on (issue 14). */
export function paymentMarks(payments: Payments): Array<"visa" | "mastercard" | "cash"> {
  return [
    ...(payments.card ? (["visa", "mastercard"] as const) : []),
    ...(payments.cashOnDelivery ? ["cash" as const] : []),
  ];
}

/** "Pay secure" wording only with card payment; otherwise the method that is on. */
export function paymentTitle(payments: Payments, t: Translate): string {
  return payments.card ? t("footer.paySecure") : t("footer.payOnDelivery");
}

/** How the shop takes payment, in one sentence, with the cash-on-delivery fee when there is one. */
export function paymentSentence(payments: Payments, delivery: Delivery, t: Translate): string {
  const how = payments.card ? t("promiseTexts.payCardOrCash") : t("promiseTexts.payCash");
  return delivery.codFee > 0 && payments.cashOnDelivery
    ? `${how} ${t("promiseTexts.codFee", { fee: money(delivery.codFee) })}`
    : how;
}

/** Delivery charges in one sentence: "from AED 15.00 to AED 30.00 depending on the emirate" and the free threshold. */
export function chargesSentence(delivery: Delivery, t: Translate): string {
  const amounts = delivery.charges.map((c) => c.charge);
  const min = Math.min(...amounts);
  const max = Math.max(...amounts);
  const parts: string[] = [];
  if (amounts.length === 0 || max === 0) parts.push(t("promiseTexts.chargesNone"));
  else if (min === max) parts.push(t("promiseTexts.chargesOne", { amount: money(min) }));
  else parts.push(t("promiseTexts.chargesRange", { min: money(min), max: money(max) }));
  if (delivery.freeAbove !== null && max > 0) {
    parts.push(t("promiseTexts.freeFrom", { threshold: money(delivery.freeAbove) }));
  }
  return parts.join(" ");
}

/** Same-day delivery, with the live cut-off (Asia/Dubai). */
export function sameDaySentence(delivery: Delivery, t: Translate): string {
  return t("promiseTexts.sameDay", { cutoff: ltr(delivery.sameDayCutoff) });
}
