import type { Language } from "@shop/shared";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";

export const LANGUAGES: readonly Language[] = ["en", "fr", "ar"];

/**
 * The editor's language tabs (WAI-ARIA tabs: arrow keys, Home and End move between them). `panelId` is the
 * tab panel they control; `idOf` gives each tab's id for the panel's label.
 */
export function LanguageTabs({
  value,
  onChange,
  panelId,
  idOf,
}: {
  value: Language;
  onChange(lang: Language): void;
  panelId: string;
  idOf(lang: Language): string;
}) {
  const { t } = useTranslation();
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = LANGUAGES.indexOf(value);
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -at, End: LANGUAGES.length - 1 - at }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    // Right to left, the arrows point the other way.
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl" && event.key.startsWith("Arrow");
    const next = LANGUAGES[(at + (rtl ? -step : step) + LANGUAGES.length) % LANGUAGES.length]!;
    onChange(next);
    document.getElementById(idOf(next))?.focus();
  };
  return (
    <div className="page-editor__tabs" role="tablist" aria-label={t("admin.pages.languages")}>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          id={idOf(code)}
          type="button"
          role="tab"
          aria-selected={code === value}
          aria-controls={panelId}
          tabIndex={code === value ? 0 : -1}
          className={`button ${code === value ? "button--primary" : "button--outline"}`}
          onClick={() => onChange(code)}
          onKeyDown={move}
        >
          {t(`admin.catalogue.language.${code}`)}
        </button>
      ))}
    </div>
  );
}
