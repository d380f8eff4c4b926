import type { TwoStepPolicy } from "@shop/shared";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { notifyInfo, notifySuccess } from "../../shell/notify/notify";
import { FormAlert } from "../../ui/form-alert";
import { errorCodeOf } from "../account";
import { SaveBar } from "./save-bar";
import { saveTwoStepPolicy } from "./settings-api";
import { saveFailure } from "./settings-errors";

/** Admins only: require two-step login for every admin (docs/decisions/0009-staff-two-step-login.md). */
export function TwoStepPolicyForm({ initial }: { initial: TwoStepPolicy }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const checkId = useId();
  const [required, setRequired] = useState(initial.requiredForAdmins);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [alert, setAlert] = useState<{ message: string; ownFirst: boolean } | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSaved(false);
    setAlert(null);
    setBusy(true);
    try {
      setRequired((await saveTwoStepPolicy({ requiredForAdmins: required })).requiredForAdmins);
      setSaved(true);
      notifySuccess(t("admin.settings.twoStep.saved"));
    } catch (error) {
      const ownFirst = errorCodeOf(error) === "CONFLICT";
      const message = ownFirst
        ? t("admin.settings.twoStep.ownFirst")
        : (saveFailure(error, "policy", i18n).message ?? t("admin.failed"));
      setAlert({ message, ownFirst });
      notifyInfo(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="order-card admin-settings__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-card__title">
        {t("admin.settings.twoStep.title")}
      </h2>
      <form className="admin-form" aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
        <p className="field__hint">{t("admin.settings.twoStep.lead")}</p>
        <div className="check-field">
          <input
            id={checkId}
            type="checkbox"
            checked={required}
            onChange={(event) => {
              setSaved(false);
              setRequired(event.target.checked);
            }}
          />
          <label htmlFor={checkId}>{t("admin.settings.twoStep.required")}</label>
        </div>
        <FormAlert message={alert?.message ?? null}>
          {alert?.ownFirst && <Link to="/pages/profile">{t("admin.settings.twoStep.toAccount")}</Link>}
        </FormAlert>
        <SaveBar
          busy={busy}
          saved={saved}
          label={t("admin.settings.twoStep.save")}
          savedText={t("admin.settings.twoStep.saved")}
        />
      </form>
    </section>
  );
}
