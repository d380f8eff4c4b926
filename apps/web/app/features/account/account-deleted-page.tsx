import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthCard } from "./auth-card";

/** /pages/account/deleted: where the shopper lands once their account is erased (issue 16). */
export function AccountDeletedPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("accountDelete.doneTitle")}>
      <p role="status">{t("accountDelete.doneText")}</p>
      <p className="auth-card__aside">
        <Link to="/">{t("accountDelete.toShop")}</Link>
      </p>
    </AuthCard>
  );
}
