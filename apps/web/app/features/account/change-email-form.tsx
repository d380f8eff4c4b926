import type { User } from "@shop/shared";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api/api-error";
import { FormAlert } from "../../ui/form-alert";
import { PasswordField } from "../../ui/password-field";
import { TextField } from "../../ui/text-field";
import { requestEmailChange } from "./account-changes-api";
import { SubmitButton } from "./auth-card";
import { failureMessage } from "./form-errors";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The profile's "Change e-mail": the new address and the password; the change waits for the link in the new inbox. */
export function ChangeEmailForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const [newEmail, setNewEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ newEmail?: string; password?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const email = newEmail.trim();
    const found = {
      newEmail: !EMAIL.test(email)
        ? t("accountEmail.invalidEmail")
        : email.toLowerCase() === user.email.toLowerCase()
          ? t("accountEmail.sameEmail")
          : undefined,
      password: password ? undefined : t("accountEmail.passwordRequired"),
    };
    setErrors(found);
    if (found.newEmail || found.password) return;
    setSending(true);
    try {
      await requestEmailChange(email, password);
      setSentTo(email);
      setNewEmail("");
      setPassword("");
    } catch (error) {
      const code = error instanceof ApiError ? error.errorList[0]?.errorCode : undefined;
      if (code === "INVALID_CREDENTIALS") setErrors({ password: t("accountEmail.wrongPassword") });
      else setAlert(failureMessage(i18n, error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="form" method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p>{t("accountEmail.current", { email: user.email })}</p>
      {sentTo && (
        <p className="auth-status auth-status--success" role="status">
          {t("accountEmail.sent", { email: sentTo })}
        </p>
      )}
      <FormAlert message={alert} />
      <TextField
        label={t("accountEmail.newEmail")}
        type="email"
        autoComplete="email"
        maxLength={254}
        value={newEmail}
        error={errors.newEmail}
        onChange={(event) => setNewEmail(event.target.value)}
      />
      <PasswordField
        label={t("auth.fields.currentPassword")}
        showLabel={t("auth.showPassword")}
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <SubmitButton sending={sending}>{t("accountEmail.submit")}</SubmitButton>
    </form>
  );
}
