import MailCheck from "lucide-react/icons/mail-check";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { FormAlert } from "../../ui/form-alert";
import { type AfterLogin, AuthCard } from "./auth-card";
import { useLoginNotice } from "./guard";
import { LoginForm } from "./login-form";
import { safeRedirect } from "./safe-redirect";
import { useSessionUser } from "./session";
import { useEmailVerification } from "./use-email-verification";

/** Keeps ?redirectURL= when moving between the login and register pages. */
export function withRedirect(path: string, redirectURL: string | null): string {
  return redirectURL ? `${path}?${new URLSearchParams({ redirectURL })}` : path;
}

/** /pages/login: the form, the guard's notice, the e-mail verification link, and links onwards. */
export function LoginPage({ afterLogin }: { afterLogin?: AfterLogin }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirectURL = params.get("redirectURL");
  const user = useSessionUser();
  const verification = useEmailVerification();
  useLoginNotice();

  return (
    <AuthCard title={t("auth.login.title")} lead={<p>{t("auth.login.lead")}</p>}>
      {verification.state === "verifying" && (
        <p className="auth-status" role="status">
          {t("auth.verify.checking")}
        </p>
      )}
      {verification.state === "verified" && (
        <p className="auth-status auth-status--success" role="status">
          <MailCheck aria-hidden="true" size={20} />
          {t("auth.verify.doneLogin")}
        </p>
      )}
      {verification.state === "failed" && <FormAlert message={verification.message} />}
      {user && (
        <p className="auth-status">
          {t("auth.login.already", { name: user.name || user.email || "" })}{" "}
          <Link to="/pages/dashboard">{t("auth.login.toDashboard")}</Link>
        </p>
      )}
      <LoginForm redirectTo={safeRedirect(redirectURL)} afterLogin={afterLogin} />
      <p className="auth-card__aside">
        <Link to="/pages/forget/password">{t("auth.login.forgot")}</Link>
      </p>
      <p className="auth-card__switch">
        {t("auth.login.noAccount")}{" "}
        <Link to={withRedirect("/pages/register", redirectURL)}>{t("auth.login.register")}</Link>
      </p>
    </AuthCard>
  );
}
