import { useTranslation } from "react-i18next";
import { useSessionUser } from "../account";
import type { StaffLoaded } from "./admin-data";
import { AdminShell, StaffContent } from "./admin-shell";
import { CurrenciesForm } from "./currencies-form";
import { DeliverySettingsForm } from "./delivery-settings-form";
import { PaymentsForm } from "./payments-form";
import { settingsAccessOf } from "./settings-access";
import type { AdminSettings } from "./settings-api";
import { toCurrencyRows } from "./settings-shop-forms";
import { ShopDetailsForm } from "./shop-details-form";
import { TwoStepPolicyForm } from "./two-step-policy-form";

/** The page's sections, in order, with their anchors (the jump links at the top). */
const sections = [
  ["settings-shop", "admin.settings.shop.title"],
  ["settings-payments", "admin.settings.payments.title"],
  ["settings-currencies", "admin.settings.currencies.title"],
  ["settings-delivery", "admin.settings.delivery.title"],
] as const;

/**
 * /admin/settings: shop details, payment methods, display currencies, delivery and, for admins, two-step login
 * (staff only). A role that may only view the settings (a manager) sees the values read-only, with a note saying so.
 */
export function AdminSettingsPage({ loaded }: { loaded: StaffLoaded<AdminSettings> }) {
  const { t } = useTranslation();
  const access = settingsAccessOf(useSessionUser()?.role);
  const readOnly = !access.editable;
  return (
    <AdminShell crumbs={[{ label: t("admin.settings.title") }]}>
      <StaffContent loaded={loaded} notFound={t("admin.failed")}>
        {(settings) => (
          <div className="admin-settings">
            <h1>{t("admin.settings.title")}</h1>
            {readOnly && <p className="admin-settings__note">{t("admin.settings.viewOnly")}</p>}
            <nav className="settings-jump" aria-label={t("admin.settings.sections")}>
              <ul>
                {sections.map(([id, key]) => (
                  <li key={id}>
                    <a href={`#${id}`}>{t(key)}</a>
                  </li>
                ))}
              </ul>
            </nav>
            <ShopDetailsForm initial={settings.details} readOnly={readOnly} />
            <PaymentsForm initial={settings.payments} readOnly={readOnly} />
            <CurrenciesForm initial={toCurrencyRows(settings.currencies)} readOnly={readOnly} />
            <DeliverySettingsForm initial={settings.delivery} readOnly={readOnly} />
            {access.twoStepPolicy && <TwoStepPolicyForm initial={settings.twoStep} />}
          </div>
        )}
      </StaffContent>
    </AdminShell>
  );
}
