import { readFileSync } from "node:fs";
import type { Language } from "@shop/shared";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../shell/i18n/create-i18n";
import { type GiftView, OrderGift } from "./order-gift";

const resources = (lang: Language) =>
  JSON.parse(readFileSync(new URL(`../../../public/assets/i18n/${lang}.json`, import.meta.url), "utf8"));

function render(gift: GiftView, lang: Language = "en"): string {
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(lang, resources(lang))}>
      <OrderGift gift={gift} id="gift" />
    </I18nextProvider>,
  );
  return html.replace(/[\u2066-\u2069]/g, "");
}

describe("issue 16: a gift order's card", () => {
  it("says who it is for, the mobile where known, the message as written (escaped) and that the slip has no prices", () => {
    const html = render({ recipientName: "Maryam", recipientMobile: "+971559876543", message: "Love <b>you</b>" });
    expect(html).toContain("Gift for Maryam");
    expect(html).toContain("+971 55 987 6543");
    expect(html).toContain('<blockquote dir="auto">Love &lt;b&gt;you&lt;/b&gt;</blockquote>');
    expect(html).toContain("no prices");
  });

  it("tracking has no mobile; no message says so; French and Arabic have their own words", () => {
    const html = render({ recipientName: "Omar", message: null });
    expect(html).not.toContain("+971");
    expect(html).toContain("No gift message.");
    expect(render({ recipientName: "Omar", message: null }, "fr")).toContain("Cadeau pour Omar");
    expect(render({ recipientName: "عمر", message: "مبروك" }, "ar")).toContain("هدية إلى عمر");
  });
});
