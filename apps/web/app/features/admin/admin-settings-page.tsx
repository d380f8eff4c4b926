import { useTranslation } from "react-i18next";
import type { StaffLoaded } from "./admin-data";
import { AdminShell, StaffContent } from "./admin-shell";
import { DeliverySettingsForm } from "./delivery-settings-form";
import type { AdminSettings } from "./settings-api";
import { TaxIdentityForm } from "./tax-identity-form";

/** /admin/settings: the delivery settings and the invoice's tax identity (staff only). */
export function AdminSettingsPage({ loaded }: { loaded: StaffLoaded<AdminSettings> }) {
  const { t } = useTranslation();
  return (
    <AdminShell crumbs={[{ label: t("admin.settings.title") }]}>
      <StaffContent loaded={loaded} notFound={t("admin.failed")}>
        {(settings) => (
          <div className="admin-settings">
            <h1>{t("admin.settings.title")}</h1>
            <DeliverySettingsForm initial={settings.delivery} />
            <TaxIdentityForm initial={settings.tax} />
          </div>
        )}
      </StaffContent>
    </AdminShell>
  );
}
