import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { notifyInfo } from "../../shell/notify/notify";

/** SPEC 2 "KNOW IT ALL FIRST!" block. Subscription is not live yet: submitting only says so. */
export function NewsletterBlock() {
  const { t } = useTranslation();
  const titleId = useId();
  const inputId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.currentTarget.reset();
    notifyInfo(t("newsletter.comingSoon"));
  };
  return (
    <section className="newsletter" aria-labelledby={titleId}>
      <div className="container newsletter__inner">
        <div className="newsletter__text">
          <h2 id={titleId}>{t("newsletter.title")}</h2>
          <p>{t("newsletter.text")}</p>
        </div>
        <form className="newsletter__form" onSubmit={submit}>
          <label htmlFor={inputId} className="sr-only">
            {t("newsletter.label")}
          </label>
          <input
            id={inputId}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={t("newsletter.placeholder")}
          />
          <button type="submit" className="button button--accent">
            {t("newsletter.subscribe")}
          </button>
        </form>
      </div>
    </section>
  );
}
