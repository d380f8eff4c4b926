import type { ShopTaxIdentity } from "@shop/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../ui/form-alert";
import { TextField } from "../../ui/text-field";
import { SaveBar } from "./save-bar";
import { saveTaxIdentity } from "./settings-api";
import { type TaxFormValues, taxIdentityOf } from "./settings-forms";
import { useSettingsForm } from "./use-settings-form";

/** DESIGN "taxes": the TRN and the legal name printed on every tax invoice. */
export function TaxIdentityForm({ initial, readOnly }: { initial: ShopTaxIdentity; readOnly: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [values, setValues] = useState<TaxFormValues>(initial);
  const form = useSettingsForm({
    check: () => {
      const result = taxIdentityOf(values);
      return result.problems ? { problems: result.problems } : { value: result.identity };
    },
    save: async (identity: ShopTaxIdentity) => setValues(await saveTaxIdentity(identity)),
    wirePrefix: "identity",
    savedMessage: t("admin.settings.tax.saved"),
  });
  const change = (patch: Partial<TaxFormValues>) => {
    form.setSaved(false);
    setValues((current) => ({ ...current, ...patch }));
  };

  return (
    <section className="order-card admin-settings__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-card__title">
        {t("admin.settings.tax.title")}
      </h2>
      <form ref={form.formRef} className="admin-form" aria-labelledby={titleId} noValidate onSubmit={form.onSubmit}>
        <fieldset className="admin-form__fields" disabled={readOnly}>
          <p className="field__hint">{t("admin.settings.tax.lead")}</p>
          <div className="admin-grid admin-grid--wide">
            <TextField
              label={t("admin.settings.tax.trn")}
              hint={t("admin.settings.tax.trnHint")}
              value={values.trn}
              onChange={(event) => change({ trn: event.target.value })}
              error={form.errorOf("trn")}
              inputMode="numeric"
              autoComplete="off"
              maxLength={24}
              dir="ltr"
            />
            <TextField
              label={t("admin.settings.tax.legalName")}
              hint={t("admin.settings.tax.legalNameHint")}
              value={values.legalName}
              onChange={(event) => change({ legalName: event.target.value })}
              error={form.errorOf("legalName")}
              autoComplete="organization"
              maxLength={200}
            />
          </div>
        </fieldset>
        <FormAlert message={form.alert} />
        {!readOnly && (
          <SaveBar
            busy={form.busy}
            saved={form.saved}
            label={t("admin.settings.tax.save")}
            savedText={t("admin.settings.tax.saved")}
          />
        )}
      </form>
    </section>
  );
}
