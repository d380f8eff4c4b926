import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { type AfterLogin, AuthCard } from "./auth-card";
import { NewPasswordForm } from "./new-password-form";
import { ResetRequestForm } from "./reset-request-form";

/** /pages/forget/password: ask for a reset link, or (from the link, ?resetToken=) choose the new password. */
export function ForgotPasswordPage({ afterLogin }: { afterLogin?: AfterLogin }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const resetToken = params.get("resetToken");
  if (resetToken) {
    return (
      <AuthCard title={t("auth.reset.title")} lead={<p>{t("auth.reset.lead")}</p>}>
        <NewPasswordForm key={resetToken} resetToken={resetToken} afterLogin={afterLogin} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("auth.forgot.title")} lead={<p>{t("auth.forgot.lead")}</p>}>
      <ResetRequestForm />
      <p className="auth-card__switch">
        <Link to="/pages/login">{t("auth.forgot.backToLogin")}</Link>
      </p>
    </AuthCard>
  );
}
