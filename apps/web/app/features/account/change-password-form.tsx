import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { notifyInfo, notifySuccess } from "../../shell/notify/notify";
import { FormAlert } from "../../ui/form-alert";
import { PasswordField } from "../../ui/password-field";
import { changePassword } from "./account-api";
import { type ChangePasswordForm as ChangePasswordValues, changePasswordFormSchema } from "./account-forms";
import { SubmitButton } from "./auth-card";
import { applyServerError, fieldErrorText } from "./form-errors";
import { newPasswordProblem, PasswordRules } from "./password-rules";
import { readSessionUser, startSession } from "./session";

const fields = ["currentPassword", "newPassword", "confirmPassword"] as const;
const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** A new password with the current one. Older sessions are revoked; this browser gets the new one. */
export function ChangePasswordForm() {
  const { t, i18n } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: empty });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setAlert(null);
    const problem = await newPasswordProblem(newPassword, readSessionUser() ?? {});
    if (problem) {
      setError("newPassword", { type: problem }, { shouldFocus: true });
      return;
    }
    try {
      startSession(await changePassword(currentPassword, newPassword));
      reset(empty);
      notifySuccess(t("profile.password.saved"));
    } catch (error) {
      const message = applyServerError(error, {
        i18n,
        setError,
        fields,
        codeFields: { INVALID_CREDENTIALS: ["currentPassword", "wrong"] },
      });
      if (message) {
        setAlert(message);
        notifyInfo(message);
      }
    }
  });

  const error = (name: (typeof fields)[number]) => fieldErrorText(i18n, name, errors[name]);
  return (
    <form className="form" method="post" noValidate onSubmit={onSubmit}>
      <FormAlert message={alert} />
      <PasswordField
        label={t("auth.fields.currentPassword")}
        showLabel={t("auth.showPassword")}
        autoComplete="current-password"
        error={error("currentPassword")}
        {...register("currentPassword")}
      />
      <PasswordField
        label={t("auth.fields.newPassword")}
        showLabel={t("auth.showPassword")}
        autoComplete="new-password"
        error={error("newPassword")}
        hint={<PasswordRules />}
        {...register("newPassword")}
      />
      <PasswordField
        label={t("auth.fields.confirmPassword")}
        showLabel={t("auth.showPassword")}
        autoComplete="new-password"
        error={error("confirmPassword")}
        {...register("confirmPassword")}
      />
      <SubmitButton sending={isSubmitting}>{t("profile.password.submit")}</SubmitButton>
    </form>
  );
}
