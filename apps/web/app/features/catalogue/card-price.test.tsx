import { readFileSync } from "node:fs";
import type { Language } from "@shop/shared";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { CurrencyProvider } from "../../shell/currency/currency-context";
import { createI18n } from "../../shell/i18n/create-i18n";
import { CardPrice } from "./card-price";
import type { CardProduct } from "./card-product";

const resources = (lang: Language) =>
  JSON.parse(readFileSync(new URL(`../../../public/assets/i18n/${lang}.json`, import.meta.url), "utf8"));

const card: CardProduct = {
  ...{ productId: 1, slug: "kentia-palm", name: "Kentia Palm", image: null, inStock: true },
  ...{ price: 4500, discount: 0, priceFrom: 4500, priceTo: 12000 },
};

function render(lang: Language, product = card): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(lang, resources(lang))}>
      <CurrencyProvider initialCode="AED" currencies={[]}>
        <CardPrice product={product} />
      </CurrencyProvider>
    </I18nextProvider>,
  ).replace(/[\u2066-\u2069]/g, "");
}

describe("issue 16: a card's From price, in each language's word order", () => {
  it("puts the lowest price where the translation says, in its own isolated element", () => {
    expect(render("en")).toBe('<p class="price price--from">From <bdi class="price__now">AED 45.00</bdi></p>');
    expect(render("fr")).toMatch(
      /^<p class="price price--from">À partir de <bdi class="price__now">[^<]*45[^<]*<\/bdi><\/p>$/,
    );
    expect(render("ar")).toMatch(/^<p class="price price--from">ابتداءً من <bdi class="price__now">[^<]+<\/bdi><\/p>$/);
  });

  it("a single price is the plain price tag", () => {
    expect(render("en", { ...card, priceFrom: 4500, priceTo: 4500 })).not.toContain("From");
  });
});
