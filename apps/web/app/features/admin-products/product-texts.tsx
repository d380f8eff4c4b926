import { useId, useState } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextField } from "../../ui/text-field";
import { TextAreaField } from "../checkout";
import { type ProductFormValues, textLanguages } from "./product-form";
import { fieldMessage } from "./product-form-errors";

type Lang = (typeof textLanguages)[number];

/**
 * Name, description and care text per language, one tab each (arrow keys move between tabs). English is
 * required; French and Arabic may stay empty, and the shop then shows the English text. Arabic is typed right to left.
 */
export function ProductTexts({
  register,
  errors,
  tab,
  onTab,
}: {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  tab: Lang;
  onTab(lang: Lang): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [focusTab, setFocusTab] = useState(false);
  const move = (step: number) => {
    const next = textLanguages[(textLanguages.indexOf(tab) + step + textLanguages.length) % textLanguages.length];
    setFocusTab(true);
    onTab(next ?? "en");
  };
  const message = (path: string) => fieldMessage(errors, path);
  return (
    <fieldset className="admin-fieldset product-texts">
      <legend className="admin-fieldset__legend">{t("admin.products.texts")}</legend>
      <div className="product-texts__tabs" role="tablist" aria-label={t("admin.products.textLanguage")}>
        {textLanguages.map((lang) => (
          <button
            key={lang}
            type="button"
            role="tab"
            id={`${id}-tab-${lang}`}
            aria-controls={`${id}-panel-${lang}`}
            aria-selected={tab === lang}
            tabIndex={tab === lang ? 0 : -1}
            className={`product-texts__tab${tab === lang ? " is-active" : ""}`}
            ref={(button) => {
              if (button && focusTab && tab === lang) {
                button.focus();
                setFocusTab(false);
              }
            }}
            onClick={() => onTab(lang)}
            onKeyDown={(event) => {
              if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
                event.preventDefault();
                // In right-to-left text the arrow keys follow the reading direction.
                const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
                move((event.key === "ArrowRight") !== rtl ? 1 : -1);
              }
            }}
          >
            {t(`admin.products.languages.${lang}`)}
            {message(`name.${lang}`) && <span className="product-texts__dot" aria-hidden="true" />}
          </button>
        ))}
      </div>
      {textLanguages.map((lang) => (
        <div
          key={lang}
          role="tabpanel"
          id={`${id}-panel-${lang}`}
          aria-labelledby={`${id}-tab-${lang}`}
          hidden={tab !== lang}
          className="admin-form"
          dir={lang === "ar" ? "rtl" : undefined}
          lang={lang}
        >
          {lang !== "en" && <p className="field__hint">{t("admin.products.fallbackNote")}</p>}
          <TextField
            label={t(lang === "en" ? "admin.products.nameRequired" : "admin.products.nameIn", {
              language: t(`admin.products.languages.${lang}`),
            })}
            dir={lang === "ar" ? "rtl" : "auto"}
            maxLength={200}
            error={message(`name.${lang}`)}
            {...register(`name.${lang}`)}
          />
          <TextAreaField
            label={t("admin.products.descriptionIn", { language: t(`admin.products.languages.${lang}`) })}
            hint={t("admin.products.plainText")}
            dir={lang === "ar" ? "rtl" : "auto"}
            rows={6}
            maxLength={10_000}
            error={message(`description.${lang}`)}
            {...register(`description.${lang}`)}
          />
          <TextAreaField
            label={t("admin.products.careTextIn", { language: t(`admin.products.languages.${lang}`) })}
            dir={lang === "ar" ? "rtl" : "auto"}
            rows={4}
            maxLength={5_000}
            error={message(`careText.${lang}`)}
            {...register(`careText.${lang}`)}
          />
        </div>
      ))}
    </fieldset>
  );
}
