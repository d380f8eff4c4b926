import { useTranslation } from "react-i18next";

/** Active or disabled, and whether the e-mail was verified. */
export function CustomerStateBadge({ disabled, verified }: { disabled: boolean; verified: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="customer-badges">
      <span className={`status-badge status-badge--${disabled ? "stopped" : "done"}`}>
        {t(`admin.customers.state.${disabled ? "disabled" : "active"}`)}
      </span>
      {!verified && <span className="status-badge status-badge--waiting">{t("admin.customers.unverified")}</span>}
    </span>
  );
}
