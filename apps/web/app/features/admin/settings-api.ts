import type { DeliverySettings, ShopTaxIdentity, TwoStepPolicy } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { memberCall } from "../account";

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

/** Whether admins must use two-step login (staff may read it; admins change it). */
export async function loadTwoStepPolicy(): Promise<TwoStepPolicy> {
  const { policy } = await memberCall(() => apiPost<{ policy: TwoStepPolicy }>(`${ADMIN}/two-step/load`, {}));
  return policy;
}

export async function saveTwoStepPolicy(value: TwoStepPolicy): Promise<TwoStepPolicy> {
  const { policy } = await memberCall(() =>
    apiPost<{ policy: TwoStepPolicy }>(`${ADMIN}/two-step/update`, { policy: value }),
  );
  return policy;
}

export interface AdminSettings {
  delivery: DeliverySettings;
  tax: ShopTaxIdentity;
  twoStep: TwoStepPolicy;
}

export async function loadAdminSettings(): Promise<AdminSettings> {
  const [delivery, tax, twoStep] = await Promise.all([loadDeliverySettings(), loadTaxIdentity(), loadTwoStepPolicy()]);
  return { delivery, tax, twoStep };
}
