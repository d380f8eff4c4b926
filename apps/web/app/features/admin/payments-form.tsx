import type { PaymentSettings, PaymentSettingsResponse } from "@shop/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../ui/form-alert";
import { TextField } from "../../ui/text-field";
import { SaveBar } from "./save-bar";
import { savePayments } from "./settings-api";
import { type PaymentFormValues, paymentsToSend, toPaymentForm } from "./settings-shop-forms";
import { useSettingsForm } from "./use-settings-form";

/**
 * Issue 15: cash on delivery on or off and its fee; card on or off, only while the server has Stripe keys (else the
 * box is disabled and says why). At least one method stays on.
 */
export function PaymentsForm({ initial, readOnly }: { initial: PaymentSettingsResponse; readOnly: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const codId = useId();
  const cardId = useId();
  const cardAvailable = initial.cardAvailable;
  const [values, setValues] = useState<PaymentFormValues>(() => toPaymentForm(initial.payments));
  const form = useSettingsForm({
    check: () => paymentsToSend(values, cardAvailable),
    save: async (payments: PaymentSettings) => setValues(toPaymentForm((await savePayments(payments)).payments)),
    wirePrefix: "payments",
    savedMessage: t("admin.settings.payments.saved"),
  });
  const change = (patch: Partial<PaymentFormValues>) => {
    form.setSaved(false);
    setValues((current) => ({ ...current, ...patch }));
  };
  const oneMethod = form.errorOf("cashOnDelivery");

  return (
    <section id="settings-payments" className="order-card admin-settings__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-card__title">
        {t("admin.settings.payments.title")}
      </h2>
      <form ref={form.formRef} className="admin-form" aria-labelledby={titleId} noValidate onSubmit={form.onSubmit}>
        <fieldset className="admin-form__fields" disabled={readOnly}>
          <p className="field__hint">{t("admin.settings.payments.lead")}</p>
          <div className="check-field">
            <input
              id={codId}
              type="checkbox"
              checked={values.cashOnDelivery}
              aria-invalid={oneMethod ? true : undefined}
              aria-describedby={oneMethod ? `${codId}-error` : undefined}
              onChange={(event) => change({ cashOnDelivery: event.target.checked })}
            />
            <label htmlFor={codId}>{t("admin.settings.payments.cod")}</label>
          </div>
          {oneMethod && (
            <p id={`${codId}-error`} className="field__error">
              {oneMethod}
            </p>
          )}
          <div className="admin-grid admin-grid--wide">
            <TextField
              label={t("admin.settings.payments.codFee")}
              hint={t("admin.settings.payments.codFeeHint")}
              value={values.codFee}
              onChange={(event) => change({ codFee: event.target.value })}
              error={form.errorOf("codFee")}
              inputMode="decimal"
              autoComplete="off"
              maxLength={14}
              dir="ltr"
            />
          </div>
          <div className="check-field">
            <input
              id={cardId}
              type="checkbox"
              checked={values.card && cardAvailable}
              disabled={!cardAvailable}
              aria-describedby={`${cardId}-hint`}
              onChange={(event) => change({ card: event.target.checked })}
            />
            <label htmlFor={cardId}>{t("admin.settings.payments.card")}</label>
          </div>
          <p id={`${cardId}-hint`} className="field__hint">
            {cardAvailable ? t("admin.settings.payments.cardHint") : t("admin.settings.payments.cardUnavailable")}
          </p>
        </fieldset>
        <FormAlert message={form.alert} />
        {!readOnly && (
          <SaveBar
            busy={form.busy}
            saved={form.saved}
            label={t("admin.settings.payments.save")}
            savedText={t("admin.settings.payments.saved")}
          />
        )}
      </form>
    </section>
  );
}
