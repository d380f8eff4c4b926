import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export type InfoPageName = "about" | "delivery" | "refund";

/** The sections of each information page, in order; texts live in the translation files. */
export const infoSections: Record<InfoPageName, readonly string[]> = {
  about: ["story", "quality", "delivery", "team"],
  delivery: ["areas", "times", "charges", "care"],
  refund: ["damaged", "how", "refunds", "exceptions"],
};

interface InfoPageProps {
  name: InfoPageName;
  /** Section texts made from the live settings (issue 14), instead of the fixed `pages.<name>.<section>.text`. */
  texts?: Partial<Record<string, string>>;
  /** Shown after a section's text (e.g. the table of delivery charges). */
  extra?: Partial<Record<string, ReactNode>>;
}

/** A short text page (about us, delivery, refunds) built from `pages.<name>.*` keys. */
export function InfoPage({ name, texts = {}, extra = {} }: InfoPageProps) {
  const { t } = useTranslation();
  return (
    <article className="container page info-page">
      <header className="page-header">
        <h1>{t(`pages.${name}.title`)}</h1>
        <p className="page-header__lead">{t(`pages.${name}.intro`)}</p>
      </header>
      {infoSections[name].map((section) => (
        <section key={section} className="info-page__section">
          <h2>{t(`pages.${name}.${section}.title`)}</h2>
          <p>{texts[section] ?? t(`pages.${name}.${section}.text`)}</p>
          {extra[section]}
        </section>
      ))}
    </article>
  );
}
