import { useId } from "react";
import { useTranslation } from "react-i18next";
import { NewsletterForm } from "./newsletter-form";

/** SPEC 2 "KNOW IT ALL FIRST!" block: subscribes with double opt-in (DESIGN "newsletter"). */
export function NewsletterBlock() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="newsletter" id="newsletter" aria-labelledby={titleId}>
      <div className="container newsletter__inner">
        <div className="newsletter__text">
          <h2 id={titleId}>{t("newsletter.title")}</h2>
          <p>{t("newsletter.text")}</p>
        </div>
        <NewsletterForm source="footer" />
      </div>
    </section>
  );
}
