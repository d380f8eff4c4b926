import { readFileSync } from "node:fs";
import { defaultDeliverySettings, deliveryTermsOf, type ShopPromises } from "@shop/shared";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { paymentMarks, paymentTitle, type Translate } from "../../lib/config/shop-promises";
import { translationAt } from "../../shell/i18n/translation-at";
import { PaymentLogos } from "../../ui/payment-logos";
import { faqItems } from "./faq-list";
import { deliveryPageTexts, faqAnswer, refundPageTexts } from "./promise-texts";

/** The shop's own texts of a language, with {{placeholders}} filled in as i18next does. */
function textsOf(lang: "en" | "fr" | "ar"): Translate {
  const tree = JSON.parse(readFileSync(new URL(`../../../public/assets/i18n/${lang}.json`, import.meta.url), "utf8"));
  return (key, vars = {}) => {
    const text = translationAt(tree, key);
    if (typeof text !== "string") throw new Error(`no text at ${key} in ${lang}.json`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ""));
  };
}

const delivery = deliveryTermsOf(defaultDeliverySettings);
const cashOnly: ShopPromises = { payments: { card: false, cashOnDelivery: true }, delivery };
const withCard: ShopPromises = { payments: { card: true, cashOnDelivery: true }, delivery };
const t = textsOf("en");
/** Without the Unicode isolates that keep amounts left to right in Arabic. */
const plain = (text: string) => text.replace(/[\u2066\u2069]/g, "");
const allFaq = (promises: ShopPromises, translate = t) =>
  plain(faqItems.map((item) => faqAnswer(item, promises, translate)).join("\n"));
const labels = { visa: "Visa", mastercard: "Mastercard", cash: "Cash on delivery" };

describe("issue 14: payment promises follow the payment methods that are on", () => {
  it("without card payment, the FAQ, footer and refund page never mention cards", () => {
    expect(allFaq(cashOnly)).not.toMatch(/card|visa|mastercard/i);
    expect(allFaq(cashOnly)).toContain("You pay in cash on delivery.");
    expect(paymentMarks(cashOnly.payments)).toEqual(["cash"]);
    expect(paymentTitle(cashOnly.payments, t)).toBe("PAY IN CASH ON DELIVERY");
    const footer = renderToStaticMarkup(<PaymentLogos shown={paymentMarks(cashOnly.payments)} labels={labels} />);
    expect(footer).not.toMatch(/visa|mastercard/i);
    expect(footer).toContain('aria-label="Cash on delivery"');
    expect(refundPageTexts(cashOnly, t).refunds).not.toMatch(/card/i);
  });

  it("with card payment, they show the card marks, the secure-payment wording and the card answer", () => {
    expect(allFaq(withCard)).toContain("You can pay by card online or in cash on delivery.");
    expect(paymentMarks(withCard.payments)).toEqual(["visa", "mastercard", "cash"]);
    expect(paymentTitle(withCard.payments, t)).toBe("PAY SECURE WITH CONFIDENCE");
    const footer = renderToStaticMarkup(<PaymentLogos shown={paymentMarks(withCard.payments)} labels={labels} />);
    expect(footer).toContain('aria-label="Visa"');
    expect(footer).toContain('aria-label="Mastercard"');
    expect(refundPageTexts(withCard, t).refunds).toMatch(/card/);
  });

  it("the cash-on-delivery fee is named only when there is one", () => {
    expect(allFaq(cashOnly)).toContain("A cash-on-delivery fee of AED 5.00 is added at checkout.");
    expect(allFaq({ ...cashOnly, delivery: { ...delivery, codFee: 0 } })).not.toContain("fee");
  });

  it("French and Arabic answers without card payment do not name cards either", () => {
    expect(allFaq(cashOnly, textsOf("fr"))).not.toMatch(/carte|visa/i);
    expect(allFaq(cashOnly, textsOf("ar"))).not.toMatch(/بطاقة|بالبطاقة|فيزا/);
  });
});

describe("issue 14: delivery promises follow the live delivery settings", () => {
  it("the default settings: AED 15.00 to AED 30.00, free from AED 200.00, same day before 12:00", () => {
    const faq = allFaq(cashOnly);
    expect(faq).toContain("Delivery costs AED 15.00 to AED 30.00 depending on the emirate.");
    expect(faq).toContain("Orders from AED 200.00 are delivered free.");
    expect(faq).toContain("Orders placed before 12:00 (UAE time) can be delivered the same day");
    expect(faq).not.toMatch(/in Dubai|one to two days/);
  });

  it("changed settings change every text: cut-off, charges, no free delivery", () => {
    const changed: ShopPromises = {
      ...cashOnly,
      delivery: {
        ...delivery,
        sameDayCutoff: "10:30",
        freeAbove: null,
        charges: delivery.charges.map((c) => ({ ...c, charge: 2500 })),
      },
    };
    const texts = deliveryPageTexts(changed, t);
    const page = { times: plain(texts.times ?? ""), charges: plain(texts.charges ?? "") };
    expect(page.times).toContain("before 10:30 (UAE time)");
    expect(page.charges).toContain("Delivery costs AED 25.00 in every emirate.");
    expect(page.charges).not.toContain("free");
    expect(allFaq(changed)).toContain("before 10:30");
    const free = {
      ...changed,
      delivery: { ...changed.delivery, charges: delivery.charges.map((c) => ({ ...c, charge: 0 })) },
    };
    expect(plain(deliveryPageTexts(free, t).charges ?? "")).toContain("Delivery is free in every emirate.");
  });
});
