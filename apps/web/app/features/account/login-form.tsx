import { zodResolver } from "@hookform/resolvers/zod";
import { isSecondStep, type LoginResponse, type SecondStepResponse } from "@shop/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { notifyInfo, notifySuccess } from "../../shell/notify/notify";
import { FormAlert } from "../../ui/form-alert";
import { PasswordField } from "../../ui/password-field";
import { TextField } from "../../ui/text-field";
import { login } from "./account-api";
import { type LoginForm as LoginValues, loginFormSchema } from "./account-forms";
import { type AfterLogin, runAfterLogin, SubmitButton } from "./auth-card";
import { applyServerError, fieldErrorText } from "./form-errors";
import { SecondStepForm } from "./second-step-form";
import { startSession } from "./session";

/**
 * E-mail and password; on success the session starts and the shopper goes to `redirectTo`. Staff with two-step
 * login answer a code next (SecondStepForm) before the session starts.
 */
export function LoginForm({ redirectTo, afterLogin }: { redirectTo: string; afterLogin?: AfterLogin }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<SecondStepResponse | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginFormSchema), defaultValues: { email: "", password: "" } });

  const finish = async (session: LoginResponse) => {
    startSession(session);
    await runAfterLogin(afterLogin);
    notifySuccess(t("auth.login.welcome", { name: session.user.name }));
    await navigate(redirectTo, { replace: true });
  };

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setAlert(null);
    try {
      const answer = await login(email, password);
      // Staff with two-step login: the password was right, the session comes after the code.
      if (isSecondStep(answer)) setSecondStep(answer);
      else await finish(answer);
    } catch (error) {
      const message = applyServerError(error, { i18n, setError, fields: ["email", "password"], form: "login" });
      if (message) {
        setAlert(message);
        notifyInfo(message);
        setFocus("password");
      }
    }
  });

  const error = (name: keyof LoginValues) => fieldErrorText(i18n, name, errors[name], "login");
  if (secondStep) {
    const restart = () => {
      setSecondStep(null);
      setValue("password", "");
    };
    return <SecondStepForm step={secondStep} onSession={finish} onRestart={restart} />;
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
        error={error("email")}
        {...register("email")}
      />
      <PasswordField
        label={t("auth.fields.password")}
        showLabel={t("auth.showPassword")}
        autoComplete="current-password"
        error={error("password")}
        {...register("password")}
      />
      <SubmitButton sending={isSubmitting}>{t("auth.login.submit")}</SubmitButton>
    </form>
  );
}
