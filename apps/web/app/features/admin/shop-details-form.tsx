import { MAX_SOCIAL_LINKS, type ShopDetails, socialNetworks } from "@shop/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../ui/form-alert";
import { TextField } from "../../ui/text-field";
import { SaveBar } from "./save-bar";
import { saveShopDetails } from "./settings-api";
import { shopDetailsToSend } from "./settings-shop-forms";
import { useSettingsForm } from "./use-settings-form";

type Social = ShopDetails["social"][number];
/** A social link row of the form; `rowKey` keeps React's rows apart while links are added and removed. */
type SocialRow = Social & { rowKey: number };
type FormValues = Omit<ShopDetails, "social"> & { social: SocialRow[] };

let nextRowKey = 0;
const rowsOf = (details: ShopDetails): FormValues => ({
  ...details,
  social: details.social.map((link) => ({ ...link, rowKey: nextRowKey++ })),
});
const detailsOf = (values: FormValues): ShopDetails => ({
  ...values,
  social: values.social.map(({ network, url }) => ({ network, url })),
});

/**
 * Issue 15: the shop's details that the header, footer, contact page, e-mails and tax invoices show: legal name,
 * TRN, address, phone, WhatsApp number, support e-mail and social links.
 */
export function ShopDetailsForm({ initial, readOnly }: { initial: ShopDetails; readOnly: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [values, setValues] = useState<FormValues>(() => rowsOf(initial));
  const form = useSettingsForm({
    check: () => shopDetailsToSend(detailsOf(values)),
    save: async (details: ShopDetails) => setValues(rowsOf(await saveShopDetails(details))),
    wirePrefix: "details",
    savedMessage: t("admin.settings.shop.saved"),
  });
  const change = (patch: Partial<FormValues>) => {
    form.setSaved(false);
    setValues((current) => ({ ...current, ...patch }));
  };
  const setSocial = (i: number, patch: Partial<Social>) =>
    change({ social: values.social.map((link, j) => (j === i ? { ...link, ...patch } : link)) });
  const text = (field: "address" | "phone" | "chatNumber" | "email" | "legalName" | "trn") => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
    error: form.errorOf(field),
  });

  return (
    <section id="settings-shop" className="order-card admin-settings__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-card__title">
        {t("admin.settings.shop.title")}
      </h2>
      <form ref={form.formRef} className="admin-form" aria-labelledby={titleId} noValidate onSubmit={form.onSubmit}>
        <fieldset className="admin-form__fields" disabled={readOnly}>
          <p className="field__hint">{t("admin.settings.shop.lead")}</p>
          <div className="admin-grid admin-grid--wide">
            <TextField
              label={t("admin.settings.tax.legalName")}
              hint={t("admin.settings.tax.legalNameHint")}
              autoComplete="organization"
              maxLength={200}
              {...text("legalName")}
            />
            <TextField
              label={t("admin.settings.tax.trn")}
              hint={t("admin.settings.tax.trnHint")}
              inputMode="numeric"
              autoComplete="off"
              maxLength={24}
              dir="ltr"
              {...text("trn")}
            />
            <TextField
              label={t("admin.settings.shop.address")}
              autoComplete="street-address"
              maxLength={300}
              {...text("address")}
            />
            <TextField
              label={t("admin.settings.shop.phone")}
              type="tel"
              autoComplete="tel"
              maxLength={24}
              dir="ltr"
              {...text("phone")}
            />
            <TextField
              label={t("admin.settings.shop.chatNumber")}
              hint={t("admin.settings.shop.chatNumberHint")}
              type="tel"
              maxLength={24}
              dir="ltr"
              {...text("chatNumber")}
            />
            <TextField
              label={t("admin.settings.shop.email")}
              type="email"
              autoComplete="email"
              maxLength={254}
              dir="ltr"
              {...text("email")}
            />
          </div>

          <fieldset className="admin-fieldset">
            <legend className="admin-fieldset__legend">{t("admin.settings.shop.social")}</legend>
            <p className="field__hint">{t("admin.settings.shop.socialHint", { max: MAX_SOCIAL_LINKS })}</p>
            {form.errorOf("social") && <p className="field__error">{form.errorOf("social")}</p>}
            <ul className="settings-rows">
              {values.social.map((link, i) => (
                <li key={link.rowKey} className="settings-rows__row">
                  <div className="field">
                    <label className="field__label" htmlFor={`${titleId}-network-${i}`}>
                      {t("admin.settings.shop.network")}
                    </label>
                    <select
                      id={`${titleId}-network-${i}`}
                      className="field__input field__select"
                      value={link.network}
                      onChange={(event) => setSocial(i, { network: event.target.value as Social["network"] })}
                    >
                      {socialNetworks.map((network) => (
                        <option key={network} value={network}>
                          {t(`social.${network}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <TextField
                    label={t("admin.settings.shop.url")}
                    type="url"
                    placeholder="https://"
                    maxLength={300}
                    dir="ltr"
                    value={link.url}
                    onChange={(event) => setSocial(i, { url: event.target.value })}
                    error={form.errorOf(`social.${i}.url`)}
                  />
                  {!readOnly && (
                    <button
                      type="button"
                      className="button button--outline settings-rows__remove"
                      onClick={() => change({ social: values.social.filter((_, j) => j !== i) })}
                    >
                      {t("admin.settings.shop.removeLink", { network: t(`social.${link.network}`) })}
                    </button>
                  )}
                </li>
              ))}
            </ul>
            {!readOnly && values.social.length < MAX_SOCIAL_LINKS && (
              <button
                type="button"
                className="button button--outline settings-add"
                onClick={() =>
                  change({ social: [...values.social, { network: "instagram", url: "", rowKey: nextRowKey++ }] })
                }
              >
                {t("admin.settings.shop.addLink")}
              </button>
            )}
          </fieldset>
        </fieldset>
        <FormAlert message={form.alert} />
        {!readOnly && (
          <SaveBar
            busy={form.busy}
            saved={form.saved}
            label={t("admin.settings.shop.save")}
            savedText={t("admin.settings.shop.saved")}
          />
        )}
      </form>
    </section>
  );
}
