import { type Language, languages } from "@shop/shared/core";
import SettingsIcon from "lucide-react/icons/settings";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Dropdown } from "../../ui/dropdown";
import { useCurrency } from "../currency/currency-context";
import { useSwitchLanguage } from "../i18n/switch-language";
import { notifyInfo } from "../notify/notify";

/** SPEC 2 settings: interface language and display currency. */
export function SettingsMenu({ available }: { available: readonly Language[] }) {
  const { t, i18n } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const { currency, currencies, setCurrency } = useCurrency();
  const languageHeading = useId();
  const currencyHeading = useId();
  const shown = languages.filter((lang) => available.includes(lang));

  const chooseLanguage = (lang: Language, close: () => void) => {
    close();
    if (lang === i18n.language) return;
    switchLanguage(lang).catch(() => notifyInfo(t("settings.languageFailed")));
  };

  return (
    <Dropdown
      className="settings-menu"
      label={t("settings.label")}
      icon={<SettingsIcon aria-hidden="true" size={22} />}
    >
      {(close) => (
        <div className="settings-menu__groups">
          <p className="dropdown__heading" id={languageHeading}>
            {t("settings.language")}
          </p>
          <ul className="dropdown__list" aria-labelledby={languageHeading}>
            {shown.map((lang) => (
              <li key={lang}>
                <button
                  type="button"
                  className="dropdown__item"
                  lang={lang}
                  aria-pressed={lang === i18n.language}
                  onClick={() => chooseLanguage(lang, close)}
                >
                  {t(`languages.${lang}`)}
                </button>
              </li>
            ))}
          </ul>
          <p className="dropdown__heading" id={currencyHeading}>
            {t("settings.currency")}
          </p>
          <ul className="dropdown__list" aria-labelledby={currencyHeading}>
            {currencies.map((option) => (
              <li key={option.code}>
                <button
                  type="button"
                  className="dropdown__item"
                  aria-pressed={option.code === currency.code}
                  onClick={() => {
                    setCurrency(option.code);
                    close();
                  }}
                >
                  <span className="dropdown__code">{option.code}</span>
                  {t(`currencies.${option.code}`, { defaultValue: option.name })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dropdown>
  );
}
