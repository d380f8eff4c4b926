import { formatMoney } from "@shop/shared";
import Banknote from "lucide-react/icons/banknote";
import CreditCard from "lucide-react/icons/credit-card";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { CheckoutFormValues } from "./checkout-forms";
import { StepSection } from "./step-section";

/** Step 4: cash on delivery (with its fee) while it is on, and card through Stripe when the shop takes cards. */
export function PaymentSection({
  codFee,
  cardEnabled,
  codEnabled = true,
}: {
  codFee: number;
  cardEnabled: boolean;
  codEnabled?: boolean;
}) {
  const { t } = useTranslation();
  const { register } = useFormContext<CheckoutFormValues>();
  return (
    <StepSection step={4} id="checkout-payment" title={t("checkout.payment.title")}>
      <fieldset className="choice-group">
        <legend className="sr-only">{t("checkout.payment.choose")}</legend>
        {codEnabled && (
          <label className="choice-card">
            <input type="radio" value="cod" {...register("paymentMethod")} />
            <Banknote aria-hidden="true" size={22} className="choice-card__icon" />
            <span className="choice-card__body">
              <span className="choice-card__title">{t("checkout.payment.cod")}</span>
              <span className="choice-card__text">
                {codFee > 0 ? (
                  <>
                    {t("checkout.payment.codFee")} <bdi>{formatMoney(codFee)}</bdi>
                  </>
                ) : (
                  t("checkout.payment.codNoFee")
                )}
              </span>
            </span>
          </label>
        )}
        {cardEnabled && (
          <label className="choice-card">
            <input type="radio" value="card" {...register("paymentMethod")} />
            <CreditCard aria-hidden="true" size={22} className="choice-card__icon" />
            <span className="choice-card__body">
              <span className="choice-card__title">{t("checkout.payment.card")}</span>
              <span className="choice-card__text">{t("checkout.payment.cardText")}</span>
            </span>
          </label>
        )}
      </fieldset>
    </StepSection>
  );
}
