import { useTranslation } from "react-i18next";
import { useShopConfig } from "../../lib/config/config-context";
import { faqAnswer } from "./promise-texts";

export const faqItems = ["q1", "q2", "q3", "q4", "q5", "q6"] as const;

/** Frequently asked questions as native disclosure widgets; delivery and payment answers follow the settings. */
export function FaqList() {
  const { t } = useTranslation();
  const config = useShopConfig();
  return (
    <article className="container page info-page">
      <header className="page-header">
        <h1>{t("pages.faq.title")}</h1>
        <p className="page-header__lead">{t("pages.faq.intro")}</p>
      </header>
      <div className="faq">
        {faqItems.map((item) => (
          <details key={item} className="faq__item">
            <summary>{t(`pages.faq.${item}.q`)}</summary>
            <p>{faqAnswer(item, config, t)}</p>
          </details>
        ))}
      </div>
    </article>
  );
}
