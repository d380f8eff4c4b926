import { useTranslation } from "react-i18next";

export const faqItems = ["q1", "q2", "q3", "q4", "q5", "q6"] as const;

/** Frequently asked questions as native disclosure widgets. */
export function FaqList() {
  const { t } = useTranslation();
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
            <p>{t(`pages.faq.${item}.a`)}</p>
          </details>
        ))}
      </div>
    </article>
  );
}
