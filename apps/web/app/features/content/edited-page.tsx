import type { InfoPageSlug, Language } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { useShopConfig } from "../../lib/config/config-context";
import { GuideMarkdown } from "../guides";
import { DeliveryFacts } from "./delivery-facts";
import { faqItems } from "./faq-list";
import { faqSections } from "./faq-sections";
import { faqAnswer, refundPageTexts } from "./promise-texts";
import "../../styles/guides.css";

/** The translation keys of each page (the about page's are under "about"). */
const keyOf: Record<InfoPageSlug, string> = { about: "about", delivery: "delivery", refund: "refund", faq: "faq" };
const dirOf = (lang: Language) => (lang === "ar" ? "rtl" : "ltr");

/** The FAQ answers made from the settings: delivery to every emirate and its charges, same-day speed, payment. */
export const generatedFaqItems = faqItems.slice(0, 3);

/** The FAQ: the answers generated from the settings first (in the page's language), then the staff's questions. */
function EditedFaq({ body, lang }: { body: string; lang: Language }) {
  const { t } = useTranslation();
  const config = useShopConfig();
  const { lead, items } = faqSections(body);
  return (
    <>
      {lead && <GuideMarkdown text={lead} lang={lang} />}
      <div className="faq">
        {generatedFaqItems.map((item) => (
          <details key={item} className="faq__item">
            <summary>{t(`pages.faq.${item}.q`)}</summary>
            <p>{faqAnswer(item, config, t)}</p>
          </details>
        ))}
        {items.map((item, index) => (
          // Questions have no id of their own; their order is the Markdown's.
          // biome-ignore lint/suspicious/noArrayIndexKey: the order of the text is the identity
          <details key={index} className="faq__item" lang={lang} dir={dirOf(lang)}>
            <summary>{item.question}</summary>
            <GuideMarkdown text={item.answer} lang={lang} />
          </details>
        ))}
      </div>
    </>
  );
}

/** The refund page's payment wording follows the payment methods that are on (never the staff's text). */
function RefundPayments() {
  const { t } = useTranslation();
  return (
    <section className="info-page__section">
      <h2>{t("pages.refund.refunds.title")}</h2>
      <p>{refundPageTexts(useShopConfig(), t).refunds}</p>
    </section>
  );
}

interface EditedInfoPageProps {
  slug: InfoPageSlug;
  body: string;
  /** The body's language (its direction: right to left in Arabic). */
  lang: Language;
  /** In the back office's preview: the title is not the page's h1. */
  preview?: boolean;
}

/**
 * An information page as staff wrote it (issue 15): the title, their Markdown (React elements only, never raw
 * HTML, right to left in Arabic) and the parts generated from the live settings. The editor's preview is this too.
 */
export function EditedInfoPage({ slug, body, lang, preview = false }: EditedInfoPageProps) {
  const { t } = useTranslation();
  const title = t(`pages.${keyOf[slug]}.title`);
  return (
    <article className={preview ? "info-page edited-page" : "container page info-page edited-page"}>
      <header className="page-header">{preview ? <h3>{title}</h3> : <h1>{title}</h1>}</header>
      {slug === "faq" ? <EditedFaq body={body} lang={lang} /> : <GuideMarkdown text={body} lang={lang} />}
      {slug === "delivery" && <DeliveryFacts />}
      {slug === "refund" && <RefundPayments />}
    </article>
  );
}
