import { PASSWORD_MIN } from "@shop/shared";
import type { PasswordOwner, PasswordProblem } from "@shop/shared/password-rule";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** DESIGN "field rules" for a new password, shown under the field. */
export function PasswordRules() {
  const { t } = useTranslation();
  // The strength check (zxcvbn and its common dictionaries) loads once a form that sets a password shows.
  useEffect(() => {
    void loadPasswordStrength().catch(() => {});
  }, []);
  return (
    <ul className="field__rules">
      <li>{t("auth.passwordRules.length", { min: String(PASSWORD_MIN) })}</li>
      <li>{t("auth.passwordRules.common")}</li>
      <li>{t("auth.passwordRules.personal")}</li>
      <li>{t("auth.passwordRules.guessable")}</li>
    </ul>
  );
}

let strength: Promise<typeof import("@shop/shared/password-strength-web")> | undefined;

/** The shared password rule, loaded with import() so the dictionaries stay out of the page shell. */
function loadPasswordStrength() {
  strength ??= import("@shop/shared/password-strength-web").catch((error: unknown) => {
    strength = undefined; // a failed download may be retried on the next submit
    throw error;
  });
  return strength;
}

/**
 * The rule a new password breaks (shown as validation.password.<problem>), or null. When the check cannot be
 * loaded the server still applies the same rule, so the form goes on.
 */
export async function newPasswordProblem(password: string, owner: PasswordOwner = {}): Promise<PasswordProblem | null> {
  try {
    return (await loadPasswordStrength()).passwordProblem(password, owner);
  } catch {
    return null;
  }
}
