import type { ShipmentDetails } from "@shop/shared";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatDayShort } from "../orders";
import { slotFor, slotIsLow } from "./checkout-figures";
import type { CheckoutFormValues } from "./checkout-forms";
import { StepSection } from "./step-section";
import { useFieldError } from "./use-field-error";

type DeliveryDate = ShipmentDetails["dates"][number];

function SlotChoices({ day }: { day: DeliveryDate }) {
  const { t } = useTranslation();
  const { register } = useFormContext<CheckoutFormValues>();
  return (
    <div className="slot-list">
      {day.slots.map((slot) => {
        const low = slotIsLow(slot);
        const noteId = `slot-${day.date}-${slot.slot}-note`;
        return (
          <label key={slot.slot} className={`choice-card choice-card--slot${slot.available ? "" : " is-disabled"}`}>
            <input
              type="radio"
              value={slot.slot}
              disabled={!slot.available}
              aria-describedby={noteId}
              {...register("deliverySlot")}
            />
            <span className="choice-card__body">
              <span className="choice-card__title">{t(`slots.${slot.slot}`)}</span>
              <span className="choice-card__text">{t("checkout.delivery.from", { time: slot.starts })}</span>
              <span id={noteId} className={`choice-card__note${low ? " is-low" : ""}`}>
                {!slot.available
                  ? t(slot.remaining <= 0 ? "checkout.delivery.full" : "checkout.delivery.unavailable")
                  : low
                    ? t("checkout.delivery.remaining", { count: slot.remaining })
                    : t("checkout.delivery.open")}
              </span>
            </span>
          </label>
        );
      })}
    </div>
  );
}

/** Step 3: the delivery date and slot (Asia/Dubai); full or started slots cannot be chosen. */
export function DeliverySection({
  dates,
  loading,
  cutoff,
}: {
  dates: readonly DeliveryDate[];
  loading: boolean;
  /** The same-day cut-off, "HH:MM" in Asia/Dubai. */
  cutoff: string;
}) {
  const { t, i18n } = useTranslation();
  const {
    register,
    watch,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const error = useFieldError(errors);
  const chosenDate = watch("deliveryDate");
  const day = dates.find((d) => d.date === chosenDate);
  const title = t("checkout.delivery.title");

  if (loading) {
    return (
      <StepSection step={3} id="checkout-delivery" title={title}>
        <p className="checkout-status" role="status">
          <span className="spinner spinner--small" aria-hidden="true" />
          {t("checkout.delivery.loading")}
        </p>
      </StepSection>
    );
  }
  if (!dates.length) {
    return (
      <StepSection step={3} id="checkout-delivery" title={title}>
        <p className="form-alert" role="alert">
          {t("checkout.delivery.none")}
        </p>
      </StepSection>
    );
  }
  const dateError = error("deliveryDate");
  const slotError = error("deliverySlot");
  return (
    <StepSection step={3} id="checkout-delivery" title={title}>
      <p className="checkout-step__lead">{t("checkout.delivery.lead", { cutoff })}</p>
      <fieldset className="choice-group" aria-describedby={dateError ? "delivery-date-error" : undefined}>
        <legend className="choice-group__legend">{t("checkout.delivery.date")}</legend>
        <div className="date-list">
          {dates.map((d) => {
            const open = d.slots.some((s) => s.available);
            return (
              <label key={d.date} className={`date-chip${open ? "" : " is-disabled"}`}>
                <input
                  type="radio"
                  value={d.date}
                  disabled={!open}
                  {...register("deliveryDate", {
                    onChange: () =>
                      setValue("deliverySlot", slotFor(dates, d.date, getValues("deliverySlot")), {
                        shouldValidate: Boolean(errors.deliverySlot),
                      }),
                  })}
                />
                <span>{formatDayShort(d.date, i18n.language)}</span>
              </label>
            );
          })}
        </div>
        {dateError && (
          <p id="delivery-date-error" className="field__error">
            {dateError}
          </p>
        )}
      </fieldset>
      <fieldset className="choice-group" aria-describedby={slotError ? "delivery-slot-error" : undefined}>
        <legend className="choice-group__legend">{t("checkout.delivery.slot")}</legend>
        {day ? <SlotChoices day={day} /> : <p className="field__hint">{t("checkout.delivery.pickDate")}</p>}
        {slotError && (
          <p id="delivery-slot-error" className="field__error">
            {slotError}
          </p>
        )}
      </fieldset>
    </StepSection>
  );
}
