import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { NewPasswordTarget } from "../account";
import { AuthCard, NewPasswordForm } from "../account";
import { acceptInvite } from "./staff-api";

/**
 * /pages/staff/welcome?token=<t>: the staff invitation's link (issue 15). The invited person chooses a password
 * (the usual rules), which verifies the e-mail and logs them in to the back office.
 */
export function StaffWelcomePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token");
  if (!token) {
    return (
      <AuthCard title={t("auth.invite.title")}>
        <p>{t("auth.invite.noLink")}</p>
      </AuthCard>
    );
  }
  const target: NewPasswordTarget = {
    submit: (newPassword) => acceptInvite(token, newPassword),
    landing: "/admin",
    doneKey: "auth.invite.done",
    linkInvalidHint: <span>{t("auth.invite.askAgain")}</span>,
  };
  return (
    <AuthCard title={t("auth.invite.title")} lead={<p>{t("auth.invite.lead")}</p>}>
      <NewPasswordForm key={token} resetToken={token} target={target} />
    </AuthCard>
  );
}
