import { isLanguage } from "@shop/shared";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../lib/api/api-error";
import { FormAlert } from "../../ui/form-alert";
import { PasswordField } from "../../ui/password-field";
import { TextField } from "../../ui/text-field";
import { register } from "./account-api";
import { SubmitButton } from "./auth-card";
import { failureMessage, fieldErrorText } from "./form-errors";
import { newPasswordProblem, PasswordRules } from "./password-rules";
import { startSession, useLoggedIn } from "./session";

/**
 * After a guest checkout (issue 16): "Create an account to track this order" with the order's name and e-mail. The
 * ordinary registration; the order becomes the account's once the e-mail is verified (DESIGN). An address that has
 * an account already is answered EMAIL_TAKEN by the register call, and the offer becomes "Log in".
 */
export function GuestAccountOffer({ name, email }: { name: string; email: string }) {
  const { t, i18n } = useTranslation();
  const loggedIn = useLoggedIn();
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [state, setState] = useState<"offer" | "created" | "login">("offer");
  const [sending, setSending] = useState(false);
  if (loggedIn && state === "offer") return null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const problem = await newPasswordProblem(password, { name, email });
    if (problem) {
      setFieldError(fieldErrorText(i18n, "password", { type: problem }));
      return;
    }
    setSending(true);
    try {
      const locale = isLanguage(i18n.language) ? i18n.language : "en";
      startSession(await register({ name, email, password, locale }));
      setState("created");
    } catch (error) {
      const code = error instanceof ApiError ? error.errorList[0]?.errorCode : undefined;
      if (code === "EMAIL_TAKEN") setState("login");
      else setAlert(failureMessage(i18n, error));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="order-card guest-account" aria-labelledby="guest-account-title">
      <h2 id="guest-account-title">{t("guestAccount.title")}</h2>
      {state === "created" && (
        <p className="auth-status auth-status--success" role="status">
          {t("guestAccount.created", { email })}
        </p>
      )}
      {state === "login" && (
        <p role="status">
          {t("guestAccount.haveAccount")}{" "}
          <Link to="/pages/login?redirectURL=%2Fpages%2Forders">{t("guestAccount.login")}</Link>
        </p>
      )}
      {state === "offer" && (
        <form className="form" method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
          <p>{t("guestAccount.text")}</p>
          <FormAlert message={alert} />
          <TextField label={t("auth.fields.name")} value={name} readOnly autoComplete="name" />
          <TextField label={t("auth.fields.email")} type="email" value={email} readOnly autoComplete="email" />
          <PasswordField
            label={t("auth.fields.password")}
            showLabel={t("auth.showPassword")}
            autoComplete="new-password"
            value={password}
            error={fieldError}
            hint={<PasswordRules />}
            onChange={(event) => setPassword(event.target.value)}
          />
          <SubmitButton sending={sending}>{t("guestAccount.submit")}</SubmitButton>
        </form>
      )}
    </section>
  );
}
