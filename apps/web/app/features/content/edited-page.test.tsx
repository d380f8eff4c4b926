import { readFileSync } from "node:fs";
import { defaultDeliverySettings, deliveryTermsOf, type InfoPageSlug, type Language } from "@shop/shared";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ConfigProvider } from "../../lib/config/config-context";
import { defaultConfig } from "../../lib/config/default-config";
import { createI18n } from "../../shell/i18n/create-i18n";
import { builtInMarkdown } from "./built-in-markdown";
import { EditedInfoPage } from "./edited-page";

const resources = (lang: Language) =>
  JSON.parse(readFileSync(new URL(`../../../public/assets/i18n/${lang}.json`, import.meta.url), "utf8"));

/** The page as the storefront renders it, in `lang`, with the live settings `delivery` (default: the shop's). */
function render(slug: InfoPageSlug, body: string, lang: Language = "en", delivery = defaultConfig.delivery): string {
  const config = { ...defaultConfig, delivery };
  const element = (
    <I18nextProvider i18n={createI18n(lang, resources(lang))}>
      <ConfigProvider config={config}>
        <EditedInfoPage slug={slug} body={body} lang={lang} />
      </ConfigProvider>
    </I18nextProvider>
  );
  return renderToStaticMarkup(<RouterProvider router={createMemoryRouter([{ path: "/", element }])} />);
}
const plain = (html: string) => html.replace(/[\u2066\u2069]/g, "");

describe("issue 15: an information page staff edited renders safely", () => {
  it("raw HTML stays text and javascript: links never become live", () => {
    const html = render(
      "about",
      "<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) [ok](/shop)",
    );
    expect(html).not.toMatch(/<script|<img|javascript:/i);
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain('href="/shop"');
  });

  it("Arabic text is right to left; the title comes from the page's language", () => {
    const html = render("refund", "## الإرجاع\n\nخلال ٧ أيام.", "ar");
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('lang="ar"');
    expect(html).toContain("<h2>الإرجاع</h2>");
  });

  it("the delivery page's figures come from the settings, not the text: charges, threshold, slots, cut-off", () => {
    const delivery = deliveryTermsOf({
      ...defaultDeliverySettings,
      charges: { ...defaultDeliverySettings.charges, dubai: 1234 },
      freeAbove: 45600,
      sameDayCutoff: "10:45",
      slotCapacity: { morning: 10, afternoon: 0, evening: 5 },
    });
    const html = plain(render("delivery", "We deliver with care.", "en", delivery));
    expect(html).toContain("We deliver with care.");
    expect(html).toContain("AED 12.34");
    expect(html).toContain("AED 456.00");
    expect(html).toContain("Morning from 09:00, Evening from 17:00");
    expect(html).not.toContain("Afternoon from");
    expect(html).toContain("10:45");
  });

  it("the FAQ: the generated answers first (payment by the settings), then each ## question of the text", () => {
    const html = plain(render("faq", "Lead.\n\n## Are pots included?\n\nYes, **always**."));
    const generated = html.indexOf("How can I pay?");
    const own = html.indexOf("Are pots included?");
    expect(generated).toBeGreaterThan(0);
    expect(own).toBeGreaterThan(generated);
    expect(html).toContain("You pay in cash on delivery.");
    expect(html).toContain("<strong>always</strong>");
  });

  it("the editor's starting text holds the built-in words but no figure from the settings", () => {
    const t = (key: string) => {
      const value = key
        .split(".")
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources("en"));
      return typeof value === "string" ? value : "";
    };
    const delivery = builtInMarkdown("delivery", t);
    expect(delivery).toContain("## Where we deliver");
    expect(delivery).not.toMatch(/AED|12:00/);
    expect(builtInMarkdown("refund", t)).not.toContain("## Refunds");
    expect(builtInMarkdown("faq", t)).toContain("## Are your plants safe for pets?");
    expect(builtInMarkdown("faq", t)).not.toContain("How can I pay?");
  });
});
