import type {
  DeliverySettings,
  DisplayCurrency,
  DisplayCurrencyInput,
  PaymentSettings,
  PaymentSettingsResponse,
  ShopDetails,
  TwoStepPolicy,
} from "@shop/shared";
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

/** Issue 15: the shop's details (legal name, TRN, contacts, social links). */
export async function loadShopDetails(): Promise<ShopDetails> {
  const { details } = await memberCall(() => apiPost<{ details: ShopDetails }>(`${ADMIN}/shop-details/load`, {}));
  return details;
}

export async function saveShopDetails(value: ShopDetails): Promise<ShopDetails> {
  const { details } = await memberCall(() =>
    apiPost<{ details: ShopDetails }>(`${ADMIN}/shop-details/update`, { details: value }),
  );
  return details;
}

/** The payment methods, and whether the server has card keys. */
export function loadPayments(): Promise<PaymentSettingsResponse> {
  return memberCall(() => apiPost<PaymentSettingsResponse>(`${ADMIN}/payments/load`, {}));
}

export function savePayments(value: PaymentSettings): Promise<PaymentSettingsResponse> {
  return memberCall(() => apiPost<PaymentSettingsResponse>(`${ADMIN}/payments/update`, { payments: value }));
}

/** The display currencies with the date each rate was set. */
export async function loadCurrencies(): Promise<DisplayCurrency[]> {
  const { currencies } = await memberCall(() =>
    apiPost<{ currencies: DisplayCurrency[] }>(`${ADMIN}/currencies/load`, {}),
  );
  return currencies;
}

export async function saveCurrencies(value: DisplayCurrencyInput[]): Promise<DisplayCurrency[]> {
  const { currencies } = await memberCall(() =>
    apiPost<{ currencies: DisplayCurrency[] }>(`${ADMIN}/currencies/update`, { currencies: value }),
  );
  return currencies;
}

export interface AdminSettings {
  details: ShopDetails;
  payments: PaymentSettingsResponse;
  currencies: DisplayCurrency[];
  delivery: DeliverySettings;
  twoStep: TwoStepPolicy;
}

export async function loadAdminSettings(): Promise<AdminSettings> {
  const [details, payments, currencies, delivery, twoStep] = await Promise.all([
    loadShopDetails(),
    loadPayments(),
    loadCurrencies(),
    loadDeliverySettings(),
    loadTwoStepPolicy(),
  ]);
  return { details, payments, currencies, delivery, twoStep };
}
