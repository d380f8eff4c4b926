import { GUIDE_BODY_MAX, type Language } from "@shop/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextAreaField } from "../checkout";
import { GuideMarkdown } from "../guides";

type Bodies = { en: string; fr?: string; ar?: string };
const LANGUAGES: readonly Language[] = ["en", "fr", "ar"];

/**
 * The guide's Markdown body, one text area per language (chosen with the buttons above it, so a phone shows one at a
 * time) and the live preview of that language, rendered exactly as the storefront renders it.
 */
export function GuideBodyField({ value, onChange }: { value: Bodies; onChange(value: Bodies): void }) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<Language>("en");
  const previewId = useId();
  const text = value[lang] ?? "";
  return (
    <fieldset className="guide-body-field">
      <legend>{t("admin.guides.body")}</legend>
      <fieldset className="guide-body-field__languages">
        <legend className="sr-only">{t("admin.guides.bodyLanguage")}</legend>
        {LANGUAGES.map((code) => (
          <button
            key={code}
            type="button"
            className={`button ${code === lang ? "button--primary" : "button--outline"}`}
            aria-pressed={code === lang}
            onClick={() => setLang(code)}
          >
            {t(`admin.catalogue.language.${code}`)}
          </button>
        ))}
      </fieldset>
      <div className="guide-body-field__panes">
        <TextAreaField
          key={lang}
          label={t("admin.guides.bodyIn", { language: t(`admin.catalogue.language.${lang}`) })}
          hint={t("admin.guides.bodyHint", { length: text.length, max: GUIDE_BODY_MAX })}
          lang={lang}
          dir={lang === "ar" ? "rtl" : "ltr"}
          rows={18}
          required={lang === "en"}
          maxLength={GUIDE_BODY_MAX}
          value={text}
          aria-controls={previewId}
          onChange={(event) => onChange({ ...value, [lang]: event.currentTarget.value })}
        />
        <section id={previewId} className="guide-body-field__preview" aria-label={t("admin.guides.preview")}>
          <h3 className="muted">{t("admin.guides.preview")}</h3>
          {text.trim() ? (
            <GuideMarkdown text={text} lang={lang} />
          ) : (
            <p className="muted">{t("admin.guides.emptyPreview")}</p>
          )}
        </section>
      </div>
    </fieldset>
  );
}
