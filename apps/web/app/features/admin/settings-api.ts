import type { DeliverySettings, ShopTaxIdentity } from "@shop/shared";
import { memberCall } from "../account/account-api";
import { apiPost } from "../api/api-client";

const ADMIN = "/api/v1/admin";

/** The delivery settings as stored (staff only). */
export async function loadDeliverySettings(): Promise<DeliverySettings> {
  const { settings } = await memberCall(() => apiPost<{ settings: DeliverySettings }>(`${ADMIN}/delivery/load`, {}));
  return settings;
}

/** Replaces the delivery settings; the answer is what is stored now. */
export async function saveDeliverySettings(value: DeliverySettings): Promise<DeliverySettings> {
  const { settings } = await memberCall(() =>
    apiPost<{ settings: DeliverySettings }>(`${ADMIN}/delivery/update`, { settings: value }),
  );
  return settings;
}

/** The TRN and legal name printed on tax invoices (staff only). */
export async function loadTaxIdentity(): Promise<ShopTaxIdentity> {
  const { identity } = await memberCall(() => apiPost<{ identity: ShopTaxIdentity }>(`${ADMIN}/tax-identity/load`, {}));
  return identity;
}

export async function saveTaxIdentity(value: ShopTaxIdentity): Promise<ShopTaxIdentity> {
  const { identity } = await memberCall(() =>
    apiPost<{ identity: ShopTaxIdentity }>(`${ADMIN}/tax-identity/update`, { identity: value }),
  );
  return identity;
}

export interface AdminSettings {
  delivery: DeliverySettings;
  tax: ShopTaxIdentity;
}

export async function loadAdminSettings(): Promise<AdminSettings> {
  const [delivery, tax] = await Promise.all([loadDeliverySettings(), loadTaxIdentity()]);
  return { delivery, tax };
}
