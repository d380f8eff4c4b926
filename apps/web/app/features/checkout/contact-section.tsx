import { useId } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TextField } from "../../ui/text-field";
import type { CheckoutFormValues } from "./checkout-forms";
import { StepSection } from "./step-section";
import { useFieldError } from "./use-field-error";

/** Step 1: who orders. A guest types it; a member's comes from the account (the e-mail stays the account's). */
export function ContactSection({ member }: { member: boolean }) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const error = useFieldError(errors);
  const offersId = useId();
  // The address's recipient and mobile follow these two while untouched (use-field-copies.ts).
  return (
    <StepSection step={1} id="checkout-contact" title={t("checkout.contact.title")}>
      {!member && (
        <p className="checkout-step__lead">
          {t("checkout.contact.guestLead")}{" "}
          <Link to="/pages/login?redirectURL=%2Fpages%2Fcheckout">{t("checkout.contact.login")}</Link>
        </p>
      )}
      <div className="form-grid">
        <TextField
          label={t("checkout.fields.name")}
          autoComplete="name"
          error={error("contact.name")}
          {...register("contact.name")}
        />
        <TextField
          label={t("checkout.fields.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="none"
          readOnly={member}
          hint={member ? t("checkout.contact.emailMember") : t("checkout.contact.emailHint")}
          error={error("contact.email")}
          {...register("contact.email")}
        />
        <TextField
          label={t("checkout.fields.mobile")}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={t("checkout.fields.mobileHint")}
          error={error("contact.mobile")}
          {...register("contact.mobile")}
        />
      </div>
      <div className="check-field">
        <input id={offersId} type="checkbox" {...register("newsletter")} />
        <label htmlFor={offersId}>{t("newsletter.checkoutOptIn")}</label>
      </div>
    </StepSection>
  );
}
