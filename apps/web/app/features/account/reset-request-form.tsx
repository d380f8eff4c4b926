import { zodResolver } from "@hookform/resolvers/zod";
import { isLanguage } from "@shop/shared";
import MailCheck from "lucide-react/icons/mail-check";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { notifyInfo } from "../../shell/notify/notify";
import { FormAlert } from "../../ui/form-alert";
import { TextField } from "../../ui/text-field";
import { requestPasswordReset } from "./account-api";
import { type ResetRequestForm as ResetRequestValues, resetRequestFormSchema } from "./account-forms";
import { SubmitButton } from "./auth-card";
import { applyServerError, fieldErrorText } from "./form-errors";

/** Asks for a reset link. The confirmation is the same whether or not the address has an account. */
export function ResetRequestForm() {
  const { t, i18n } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestValues>({ resolver: zodResolver(resetRequestFormSchema), defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setAlert(null);
    try {
      await requestPasswordReset(email, isLanguage(i18n.language) ? i18n.language : "en");
      setSentTo(email);
    } catch (error) {
      const message = applyServerError(error, { i18n, setError, fields: ["email"] });
      if (message) {
        setAlert(message);
        notifyInfo(message);
      }
    }
  });

  if (sentTo) {
    return (
      <div className="auth-status auth-status--success" role="status">
        <MailCheck aria-hidden="true" size={22} />
        <p>{t("auth.forgot.sent", { email: sentTo })}</p>
      </div>
    );
  }
  return (
    <form className="form" method="post" noValidate onSubmit={onSubmit}>
      <FormAlert message={alert} />
      <TextField
        label={t("auth.fields.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        error={fieldErrorText(i18n, "email", errors.email)}
        {...register("email")}
      />
      <SubmitButton sending={isSubmitting}>{t("auth.forgot.submit")}</SubmitButton>
    </form>
  );
}
