import { zodResolver } from "@hookform/resolvers/zod";
import { isSecondStep, type LoginOrSecondStep, type LoginResponse, type SecondStepResponse } from "@shop/shared";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ApiError } from "../../lib/api/api-error";
import { notifyInfo, notifySuccess } from "../../shell/notify/notify";
import { FormAlert } from "../../ui/form-alert";
import { PasswordField } from "../../ui/password-field";
import { resetPassword } from "./account-api";
import { type NewPasswordForm as NewPasswordValues, newPasswordFormSchema } from "./account-forms";
import { type AfterLogin, runAfterLogin, SubmitButton } from "./auth-card";
import { applyServerError, fieldErrorText } from "./form-errors";
import { newPasswordProblem, PasswordRules } from "./password-rules";
import { AFTER_LOGIN_PATH } from "./safe-redirect";
import { SecondStepForm } from "./second-step-form";
import { startSession } from "./session";

const fields = ["newPassword", "confirmPassword"] as const;

/** Another e-mailed link that sets a password (a staff invitation, issue 15) instead of the reset link. */
export interface NewPasswordTarget {
  /** Sends the new password; answers the session, or two-step login's second step. */
  submit(newPassword: string): Promise<LoginOrSecondStep>;
  /** Where the new session lands. */
  landing: string;
  /** The translation key of the toast once logged in. */
  doneKey: string;
  /** Shown with a LINK_INVALID alert instead of the link that asks for a new reset e-mail. */
  linkInvalidHint: ReactNode;
}

/** The e-mailed link /pages/forget/password?resetToken=<t>: a new password, then the shopper is logged in. */
export function NewPasswordForm({
  resetToken,
  afterLogin,
  target,
}: {
  resetToken: string;
  afterLogin?: AfterLogin;
  target?: NewPasswordTarget;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<{ message: string; linkInvalid: boolean } | null>(null);
  const [secondStep, setSecondStep] = useState<SecondStepResponse | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  const finish = async (session: LoginResponse) => {
    startSession(session);
    await runAfterLogin(afterLogin);
    notifySuccess(t(target?.doneKey ?? "auth.reset.done"));
    await navigate(target?.landing ?? AFTER_LOGIN_PATH, { replace: true });
  };

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setAlert(null);
    // The link's owner is not known here: the server also checks for their e-mail and name.
    const problem = await newPasswordProblem(newPassword);
    if (problem) {
      setError("newPassword", { type: problem }, { shouldFocus: true });
      return;
    }
    try {
      const answer = target ? await target.submit(newPassword) : await resetPassword(resetToken, newPassword);
      // Staff with two-step login: the new password is set, the session still needs a code.
      if (isSecondStep(answer)) setSecondStep(answer);
      else await finish(answer);
    } catch (error) {
      const message = applyServerError(error, { i18n, setError, fields });
      if (message) {
        const linkInvalid = error instanceof ApiError && error.errorList[0]?.errorCode === "LINK_INVALID";
        setAlert({ message, linkInvalid });
        notifyInfo(message);
      }
    }
  });

  const error = (name: (typeof fields)[number]) => fieldErrorText(i18n, name, errors[name]);
  if (secondStep) {
    return <SecondStepForm step={secondStep} onSession={finish} onRestart={() => navigate("/pages/login")} />;
  }
  return (
    <form className="form" method="post" noValidate onSubmit={onSubmit}>
      <FormAlert message={alert?.message ?? null}>
        {alert?.linkInvalid &&
          (target?.linkInvalidHint ?? <Link to="/pages/forget/password">{t("auth.reset.newLink")}</Link>)}
      </FormAlert>
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
      <SubmitButton sending={isSubmitting}>{t("auth.reset.submit")}</SubmitButton>
    </form>
  );
}
