import { PASSWORD_MIN } from "@shop/shared";
import { useTranslation } from "react-i18next";

/** DESIGN "field rules" for a new password, shown under the field. */
export function PasswordRules() {
  const { t } = useTranslation();
  return (
    <ul className="field__rules">
      <li>{t("auth.passwordRules.length", { min: String(PASSWORD_MIN) })}</li>
      <li>{t("auth.passwordRules.common")}</li>
    </ul>
  );
}
