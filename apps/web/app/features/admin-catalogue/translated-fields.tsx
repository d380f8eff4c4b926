import { useTranslation } from "react-i18next";
import { TextField } from "../../ui/text-field";

export interface Translated {
  en: string;
  fr?: string;
  ar?: string;
}

const LANGUAGES = ["en", "fr", "ar"] as const;

/** A text in English (required), French and Arabic, each typed in its own direction. */
export function TranslatedFields({
  legend,
  value,
  onChange,
  maxLength,
  error,
}: {
  legend: string;
  value: Translated;
  onChange(value: Translated): void;
  maxLength: number;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="translated-fields">
      <legend>{legend}</legend>
      {LANGUAGES.map((lang) => (
        <TextField
          key={lang}
          label={t(`admin.catalogue.language.${lang}`)}
          lang={lang}
          dir={lang === "ar" ? "rtl" : "ltr"}
          value={value[lang] ?? ""}
          required={lang === "en"}
          maxLength={maxLength}
          error={lang === "en" ? error : undefined}
          onChange={(event) => onChange({ ...value, [lang]: event.currentTarget.value })}
        />
      ))}
    </fieldset>
  );
}

/** The text as the API takes it: French and Arabic left out when empty (the storefront falls back to English). */
export function translatedPayload(value: Translated): Translated {
  const out: Translated = { en: value.en.trim() };
  if (value.fr?.trim()) out.fr = value.fr.trim();
  if (value.ar?.trim()) out.ar = value.ar.trim();
  return out;
}
