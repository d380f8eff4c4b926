import { useId } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextField } from "../../ui/text-field";
import { type CheckoutFormValues, GIFT_MESSAGE_MAX } from "./checkout-forms";
import { TextAreaField } from "./form-controls";
import { useFieldError } from "./use-field-error";

/**
 * "This is a gift" (issue 16): a message printed on the packing slip (which then shows no prices) and the
 * recipient's name and mobile, apart from the buyer's contact; the delivery address's recipient follows them
 * while the shopper has not typed there (use-field-copies.ts).
 */
export function GiftOptions() {
  const { t } = useTranslation();
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const error = useFieldError(errors);
  const checkId = useId();
  const [enabled, message] = watch(["gift.enabled", "gift.message"]);
  const left = GIFT_MESSAGE_MAX - message.length;
  return (
    <section className="checkout-step checkout-gift" aria-labelledby="checkout-gift-title">
      <h2 id="checkout-gift-title" className="sr-only">
        {t("checkout.gift.title")}
      </h2>
      <div className="check-field">
        <input id={checkId} type="checkbox" {...register("gift.enabled")} />
        <label htmlFor={checkId}>{t("checkout.gift.toggle")}</label>
      </div>
      {enabled && (
        <>
          <p className="checkout-step__lead">{t("checkout.gift.lead")}</p>
          <TextAreaField
            label={t("checkout.gift.message")}
            rows={3}
            maxLength={GIFT_MESSAGE_MAX}
            hint={
              <span className="checkout-gift__counter">
                {t("checkout.gift.counter", { left: Math.max(0, left), max: GIFT_MESSAGE_MAX })}
              </span>
            }
            error={error("gift.message")}
            {...register("gift.message")}
          />
          <div className="form-grid">
            <TextField
              label={t("checkout.gift.recipient")}
              autoComplete="off"
              error={error("gift.recipient")}
              {...register("gift.recipient")}
            />
            <TextField
              label={t("checkout.gift.mobile")}
              type="tel"
              autoComplete="off"
              inputMode="tel"
              hint={t("checkout.fields.mobileHint")}
              error={error("gift.mobile")}
              {...register("gift.mobile")}
            />
          </div>
        </>
      )}
    </section>
  );
}
