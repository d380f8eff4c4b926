import { zodResolver } from "@hookform/resolvers/zod";
import { isLanguage } from "@shop/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { notifyInfo, notifySuccess } from "../../shell/notify/notify";
import { FormAlert } from "../../ui/form-alert";
import { PasswordField } from "../../ui/password-field";
import { TextField } from "../../ui/text-field";
import { register as registerAccount } from "./account-api";
import { type RegisterForm, registerFormSchema } from "./account-forms";
import { type AfterLogin, AuthCard, runAfterLogin, SubmitButton } from "./auth-card";
import { applyServerError, fieldErrorText } from "./form-errors";
import { withRedirect } from "./login-page";
import { newPasswordProblem, PasswordRules } from "./password-rules";
import { safeRedirect } from "./safe-redirect";
import { startSession } from "./session";

const fields = ["name", "email", "password", "mobile"] as const;

/** /pages/register: creates the account and logs the shopper in (a verification e-mail follows). */
export function RegisterPage({ afterLogin }: { afterLogin?: AfterLogin }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectURL = params.get("redirectURL");
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: "", email: "", password: "", mobile: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    const problem = await newPasswordProblem(values.password, values);
    if (problem) {
      setError("password", { type: problem }, { shouldFocus: true });
      return;
    }
    try {
      const session = await registerAccount({
        ...values,
        mobile: values.mobile || undefined,
        locale: isLanguage(i18n.language) ? i18n.language : "en",
      });
      startSession(session);
      await runAfterLogin(afterLogin);
      notifySuccess(t("auth.register.welcome", { name: session.user.name, email: session.user.email }));
      await navigate(safeRedirect(redirectURL), { replace: true });
    } catch (error) {
      const message = applyServerError(error, {
        i18n,
        setError,
        fields,
        codeFields: { EMAIL_TAKEN: ["email", "taken"] },
      });
      if (message) {
        setAlert(message);
        notifyInfo(message);
      }
    }
  });

  const error = (name: (typeof fields)[number]) => fieldErrorText(i18n, name, errors[name]);
  return (
    <AuthCard title={t("auth.register.title")} lead={<p>{t("auth.register.lead")}</p>}>
      <form className="form" method="post" noValidate onSubmit={onSubmit}>
        <FormAlert message={alert} />
        <TextField label={t("auth.fields.name")} autoComplete="name" error={error("name")} {...register("name")} />
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
          autoComplete="new-password"
          error={error("password")}
          hint={<PasswordRules />}
          {...register("password")}
        />
        <TextField
          label={t("auth.fields.mobileOptional")}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          dir="ltr"
          placeholder="+971 5X XXX XXXX"
          error={error("mobile")}
          hint={t("auth.fields.mobileHint")}
          {...register("mobile")}
        />
        <SubmitButton sending={isSubmitting}>{t("auth.register.submit")}</SubmitButton>
      </form>
      <p className="auth-card__switch">
        {t("auth.register.haveAccount")}{" "}
        <Link to={withRedirect("/pages/login", redirectURL)}>{t("auth.register.login")}</Link>
      </p>
    </AuthCard>
  );
}
