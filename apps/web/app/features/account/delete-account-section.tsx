import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../lib/api/api-error";
import { FormAlert } from "../../ui/form-alert";
import { PasswordField } from "../../ui/password-field";
import { useFocusLater } from "../../ui/use-focus-later";
import { deleteAccount } from "./account-changes-api";
import { failureMessage } from "./form-errors";
import { endSession } from "./session";

/**
 * The profile's danger zone (issue 16): "Delete my account" opens a confirm panel that says what goes and what
 * stays (orders, anonymised, for the tax record) and takes the password; Cancel or Escape leaves it.
 */
export function DeleteAccountSection() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const openRef = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusLater();

  const close = () => {
    setOpen(false);
    setPassword("");
    setFieldError(undefined);
    setAlert(null);
    focusLater(() => openRef.current);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (!password) {
      setFieldError(t("accountDelete.passwordRequired"));
      return;
    }
    setBusy(true);
    try {
      await deleteAccount(password);
      // Leave the guarded page first: ending the session on it would send the guard to the login page.
      await navigate("/pages/account/deleted", { replace: true });
      endSession();
    } catch (error) {
      const code = error instanceof ApiError ? error.errorList[0]?.errorCode : undefined;
      if (code === "INVALID_CREDENTIALS") setFieldError(t("accountDelete.wrongPassword"));
      else setAlert(code === "FORBIDDEN" ? t("accountDelete.staff") : failureMessage(i18n, error));
      setBusy(false);
    }
  };

  return (
    <section className="account-section danger-zone" aria-labelledby="profile-danger">
      <h2 id="profile-danger">{t("accountDelete.title")}</h2>
      <p>{t("accountDelete.text")}</p>
      {open ? (
        <form
          className="form danger-zone__confirm"
          role="alertdialog"
          aria-labelledby="profile-delete-title"
          aria-describedby="profile-delete-what"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && !busy) close();
          }}
        >
          <p id="profile-delete-title" className="danger-zone__title">
            {t("accountDelete.confirmTitle")}
          </p>
          <div id="profile-delete-what">
            <p>{t("accountDelete.deleted")}</p>
            <p>{t("accountDelete.kept")}</p>
          </div>
          <FormAlert message={alert} />
          <PasswordField
            label={t("auth.fields.currentPassword")}
            showLabel={t("auth.showPassword")}
            autoComplete="current-password"
            autoFocus
            value={password}
            error={fieldError}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="form__actions">
            <button type="submit" className="button button--danger" disabled={busy}>
              {busy ? t("auth.sending") : t("accountDelete.confirm")}
            </button>
            <button type="button" className="button button--outline" onClick={close} disabled={busy}>
              {t("accountDelete.cancel")}
            </button>
          </div>
        </form>
      ) : (
        <button ref={openRef} type="button" className="button button--danger" onClick={() => setOpen(true)}>
          {t("accountDelete.button")}
        </button>
      )}
    </section>
  );
}
