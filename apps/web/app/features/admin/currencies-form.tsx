import { BASE_CURRENCY, type DisplayCurrencyInput, MAX_DISPLAY_CURRENCIES } from "@shop/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../ui/form-alert";
import { TextField } from "../../ui/text-field";
import { SaveBar } from "./save-bar";
import { saveCurrencies } from "./settings-api";
import { type CurrencyFormRow, currenciesToSend, newCurrencyRow, toCurrencyRows } from "./settings-shop-forms";
import { useSettingsForm } from "./use-settings-form";

/** The date and time a rate was set, in Asia/Dubai and the page's language. */
function setAt(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Dubai" }).format(
    new Date(iso),
  );
}

/**
 * Issue 15: the display currencies of the storefront's switcher: AED (the charged currency, fixed at 1) and the
 * others with their units per dirham, each rate with the date it was set; a currency off leaves the switcher.
 */
export function CurrenciesForm({ initial, readOnly }: { initial: CurrencyFormRow[]; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [rows, setRows] = useState<CurrencyFormRow[]>(initial);
  const form = useSettingsForm({
    check: () => currenciesToSend(rows),
    save: async (list: DisplayCurrencyInput[]) => setRows(toCurrencyRows(await saveCurrencies(list))),
    wirePrefix: "currencies",
    savedMessage: t("admin.settings.currencies.saved"),
  });
  const change = (i: number, patch: Partial<CurrencyFormRow>) => {
    form.setSaved(false);
    setRows((current) => current.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  };
  const remove = (i: number) => {
    form.setSaved(false);
    setRows((current) => current.filter((_, j) => j !== i));
  };
  const add = () => {
    form.setSaved(false);
    setRows((current) => [...current, newCurrencyRow()]);
  };

  return (
    <section id="settings-currencies" className="order-card admin-settings__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-card__title">
        {t("admin.settings.currencies.title")}
      </h2>
      <form ref={form.formRef} className="admin-form" aria-labelledby={titleId} noValidate onSubmit={form.onSubmit}>
        <fieldset className="admin-form__fields" disabled={readOnly}>
          <p className="field__hint">{t("admin.settings.currencies.lead")}</p>
          <ul className="settings-rows">
            {rows.map((row, i) => {
              const base = row.code === BASE_CURRENCY;
              const label = row.code || t("admin.settings.currencies.newRow");
              return (
                <li key={row.rowKey} className="settings-rows__row settings-rows__row--currency">
                  <fieldset className="admin-fieldset">
                    <legend className="admin-fieldset__legend">{label}</legend>
                    <div className="admin-grid">
                      <TextField
                        label={t("admin.settings.currencies.code")}
                        value={row.code}
                        onChange={(event) => change(i, { code: event.target.value })}
                        error={form.errorOf(`${i}.code`)}
                        readOnly={base}
                        maxLength={3}
                        autoComplete="off"
                        dir="ltr"
                      />
                      <TextField
                        label={t("admin.settings.currencies.name")}
                        value={row.name}
                        onChange={(event) => change(i, { name: event.target.value })}
                        error={form.errorOf(`${i}.name`)}
                        maxLength={60}
                      />
                      <TextField
                        label={t("admin.settings.currencies.prefix")}
                        value={row.prefix}
                        onChange={(event) => change(i, { prefix: event.target.value })}
                        error={form.errorOf(`${i}.prefix`)}
                        maxLength={8}
                        dir="ltr"
                      />
                      <TextField
                        label={t("admin.settings.currencies.rate")}
                        hint={
                          base
                            ? t("admin.settings.currencies.baseHint")
                            : row.rateSetAt
                              ? t("admin.settings.currencies.rateSetAt", { date: setAt(row.rateSetAt, i18n.language) })
                              : t("admin.settings.currencies.rateStarting")
                        }
                        value={row.rate}
                        onChange={(event) => change(i, { rate: event.target.value })}
                        error={form.errorOf(`${i}.rate`)}
                        readOnly={base}
                        inputMode="decimal"
                        autoComplete="off"
                        maxLength={16}
                        dir="ltr"
                      />
                    </div>
                    <div className="settings-rows__actions">
                      <div className="check-field">
                        <input
                          id={`${titleId}-on-${i}`}
                          type="checkbox"
                          checked={row.enabled}
                          disabled={base}
                          onChange={(event) => change(i, { enabled: event.target.checked })}
                        />
                        <label htmlFor={`${titleId}-on-${i}`}>
                          {t("admin.settings.currencies.enabled", { code: label })}
                        </label>
                      </div>
                      {!readOnly && !base && (
                        <button type="button" className="button button--outline" onClick={() => remove(i)}>
                          {t("admin.settings.currencies.remove", { code: label })}
                        </button>
                      )}
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ul>
          {!readOnly && rows.length < MAX_DISPLAY_CURRENCIES && (
            <button type="button" className="button button--outline settings-add" onClick={add}>
              {t("admin.settings.currencies.add")}
            </button>
          )}
        </fieldset>
        <FormAlert message={form.alert} />
        {!readOnly && (
          <SaveBar
            busy={form.busy}
            saved={form.saved}
            label={t("admin.settings.currencies.save")}
            savedText={t("admin.settings.currencies.saved")}
          />
        )}
      </form>
    </section>
  );
}
