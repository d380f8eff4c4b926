import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { FormAlert } from "../../ui/form-alert";
import { confirmEmailChange } from "./account-changes-api";
import { AuthCard } from "./auth-card";
import { failureMessage } from "./form-errors";

type State =
  | { state: "ready" }
  | { state: "checking" }
  | { state: "done"; email: string }
  | { state: "failed"; message: string };

/**
 * /pages/email/confirm?token=: the link e-mailed to the new address (issue 16). Its button posts the token, so a
 * mail scanner opening the link changes nothing.
 */
export function EmailConfirmPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token");
  const [result, setResult] = useState<State>({ state: "ready" });

  const confirm = () => {
    if (!token) {
      setResult({ state: "failed", message: i18n.t("auth.errors.LINK_INVALID") });
      return;
    }
    setResult({ state: "checking" });
    confirmEmailChange(token).then(
      (user) => setResult({ state: "done", email: user.email }),
      (error: unknown) => setResult({ state: "failed", message: failureMessage(i18n, error) }),
    );
  };

  return (
    <AuthCard title={t("accountEmail.confirmTitle")}>
      {(result.state === "ready" || result.state === "checking") && (
        <button
          type="button"
          className="button button--primary button--block"
          disabled={result.state === "checking"}
          onClick={confirm}
        >
          {result.state === "checking" ? t("auth.sending") : t("accountEmail.confirmButton")}
        </button>
      )}
      {result.state === "checking" && (
        <p className="auth-status" role="status">
          {t("accountEmail.checking")}
        </p>
      )}
      {result.state === "done" && (
        <p className="auth-status auth-status--success" role="status">
          {t("accountEmail.changed", { email: result.email })}
        </p>
      )}
      {result.state === "failed" && <FormAlert message={result.message} />}
      <p className="auth-card__aside">
        <Link to="/pages/profile">{t("accountEmail.toProfile")}</Link>
      </p>
    </AuthCard>
  );
}
