import { type DeliverySettings, type DeliverySlot, deliverySlots, type Emirate, emirates } from "@shop/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../ui/form-alert";
import { TextField } from "../../ui/text-field";
import { ClosedDatesField } from "./closed-dates-field";
import { SaveBar } from "./save-bar";
import { saveDeliverySettings } from "./settings-api";
import { type DeliveryFormValues, deliverySettingsOf, toDeliveryForm } from "./settings-forms";
import { useSettingsForm } from "./use-settings-form";

/** Amount inputs: typed as text so the form's own messages explain what is wrong. */
const amountInput = { inputMode: "decimal", autoComplete: "off", maxLength: 14, dir: "ltr" } as const;

/**
 * The delivery settings (DESIGN "delivery"): charges, free threshold, slots, cut-off, closed dates. The COD fee is
 * set with the payment methods (issue 15); the delivery save keeps it.
 */
export function DeliverySettingsForm({ initial, readOnly }: { initial: DeliverySettings; readOnly: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [base, setBase] = useState(initial);
  const [values, setValues] = useState<DeliveryFormValues>(() => toDeliveryForm(initial));
  const form = useSettingsForm({
    check: () => {
      const result = deliverySettingsOf(values, base);
      return result.problems ? { problems: result.problems } : { value: result.settings };
    },
    save: async (settings: DeliverySettings) => {
      const stored = await saveDeliverySettings(settings);
      setBase(stored);
      setValues(toDeliveryForm(stored));
    },
    wirePrefix: "settings",
    savedMessage: t("admin.settings.delivery.saved"),
  });

  const change = (patch: Partial<DeliveryFormValues>) => {
    form.setSaved(false);
    setValues((current) => ({ ...current, ...patch }));
  };
  const setCharge = (emirate: Emirate, value: string) => change({ charges: { ...values.charges, [emirate]: value } });
  const closedDatesError = Object.keys(form.problems).some((field) => field.startsWith("closedDates."))
    ? t("admin.settings.errors.date")
    : undefined;
  const setCapacity = (slot: DeliverySlot, value: string) =>
    change({ slotCapacity: { ...values.slotCapacity, [slot]: value } });

  return (
    <section id="settings-delivery" className="order-card admin-settings__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-card__title">
        {t("admin.settings.delivery.title")}
      </h2>
      <form ref={form.formRef} className="admin-form" aria-labelledby={titleId} noValidate onSubmit={form.onSubmit}>
        <fieldset className="admin-form__fields" disabled={readOnly}>
          <fieldset className="admin-fieldset">
            <legend className="admin-fieldset__legend">{t("admin.settings.delivery.charges")}</legend>
            <div className="admin-grid">
              {emirates.map((emirate) => (
                <TextField
                  key={emirate}
                  label={t(`emirates.${emirate}`)}
                  value={values.charges[emirate]}
                  onChange={(event) => setCharge(emirate, event.target.value)}
                  error={form.errorOf(`charges.${emirate}`)}
                  {...amountInput}
                />
              ))}
            </div>
          </fieldset>

          <div className="admin-grid admin-grid--wide">
            <TextField
              label={t("admin.settings.delivery.freeAbove")}
              hint={t("admin.settings.delivery.freeAboveHint")}
              value={values.freeAbove}
              onChange={(event) => change({ freeAbove: event.target.value })}
              error={form.errorOf("freeAbove")}
              {...amountInput}
            />
          </div>

          <fieldset className="admin-fieldset">
            <legend className="admin-fieldset__legend">{t("admin.settings.delivery.capacity")}</legend>
            <p className="field__hint">{t("admin.settings.delivery.capacityHint")}</p>
            <div className="admin-grid">
              {deliverySlots.map((slot) => (
                <TextField
                  key={slot}
                  label={t(`slots.${slot}`)}
                  value={values.slotCapacity[slot]}
                  onChange={(event) => setCapacity(slot, event.target.value)}
                  error={form.errorOf(`slotCapacity.${slot}`)}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={10}
                  dir="ltr"
                />
              ))}
            </div>
          </fieldset>

          <div className="admin-grid admin-grid--wide">
            <TextField
              type="time"
              label={t("admin.settings.delivery.cutoff")}
              hint={t("admin.settings.delivery.cutoffHint")}
              value={values.sameDayCutoff}
              onChange={(event) => change({ sameDayCutoff: event.target.value })}
              error={form.errorOf("sameDayCutoff")}
              dir="ltr"
            />
          </div>

          <ClosedDatesField
            dates={values.closedDates}
            onChange={(closedDates) => change({ closedDates })}
            error={closedDatesError}
          />
        </fieldset>

        <FormAlert message={form.alert} />
        {!readOnly && (
          <SaveBar
            busy={form.busy}
            saved={form.saved}
            label={t("admin.settings.delivery.save")}
            savedText={t("admin.settings.delivery.saved")}
          />
        )}
      </form>
    </section>
  );
}
