import { useTranslation } from "react-i18next";
import { useSessionUser } from "../account";
import type { StaffLoaded } from "./admin-data";
import { AdminShell, StaffContent } from "./admin-shell";
import { DeliverySettingsForm } from "./delivery-settings-form";
import { settingsAccessOf } from "./settings-access";
import type { AdminSettings } from "./settings-api";
import { TaxIdentityForm } from "./tax-identity-form";
import { TwoStepPolicyForm } from "./two-step-policy-form";

/**
 * /admin/settings: the delivery settings, the invoice's tax identity and, for admins, two-step login (staff only).
 * A role that may only view the settings (a manager) sees the values read-only, with a note saying so.
 */
export function AdminSettingsPage({ loaded }: { loaded: StaffLoaded<AdminSettings> }) {
  const { t } = useTranslation();
  const access = settingsAccessOf(useSessionUser()?.role);
  return (
    <AdminShell crumbs={[{ label: t("admin.settings.title") }]}>
      <StaffContent loaded={loaded} notFound={t("admin.failed")}>
        {(settings) => (
          <div className="admin-settings">
            <h1>{t("admin.settings.title")}</h1>
            {!access.editable && <p className="admin-settings__note">{t("admin.settings.viewOnly")}</p>}
            <DeliverySettingsForm initial={settings.delivery} readOnly={!access.editable} />
            <TaxIdentityForm initial={settings.tax} readOnly={!access.editable} />
            {access.twoStepPolicy && <TwoStepPolicyForm initial={settings.twoStep} />}
          </div>
        )}
      </StaffContent>
    </AdminShell>
  );
}
