import { isAdminRole } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { useSessionUser } from "../account";
import type { StaffLoaded } from "./admin-data";
import { AdminShell, StaffContent } from "./admin-shell";
import { DeliverySettingsForm } from "./delivery-settings-form";
import type { AdminSettings } from "./settings-api";
import { TaxIdentityForm } from "./tax-identity-form";
import { TwoStepPolicyForm } from "./two-step-policy-form";

/** /admin/settings: the delivery settings, the invoice's tax identity and, for admins, two-step login (staff only). */
export function AdminSettingsPage({ loaded }: { loaded: StaffLoaded<AdminSettings> }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <AdminShell crumbs={[{ label: t("admin.settings.title") }]}>
      <StaffContent loaded={loaded} notFound={t("admin.failed")}>
        {(settings) => (
          <div className="admin-settings">
            <h1>{t("admin.settings.title")}</h1>
            <DeliverySettingsForm initial={settings.delivery} />
            <TaxIdentityForm initial={settings.tax} />
            {isAdminRole(user?.role) && <TwoStepPolicyForm initial={settings.twoStep} />}
          </div>
        )}
      </StaffContent>
    </AdminShell>
  );
}
