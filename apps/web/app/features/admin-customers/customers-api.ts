// Types only: the browser does not re-validate answers with zod (api-client.ts).
import type {
  CustomerDetailResponse,
  CustomerEraseResponse,
  CustomerProfile,
  CustomerSearchResponse,
  CustomerState,
} from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { memberCall } from "../account";

const CUSTOMERS = "/api/v1/admin/customers";

export interface CustomerFilter {
  query?: string;
  state?: CustomerState;
  from: number;
  limit: number;
}

/** Shopper accounts newest first (staff with the customers area). */
export function searchCustomers(filter: CustomerFilter): Promise<CustomerSearchResponse> {
  return memberCall(() => apiPost<CustomerSearchResponse>(`${CUSTOMERS}/search`, filter));
}

export function customerDetail(customerId: number): Promise<CustomerDetailResponse> {
  return memberCall(() => apiPost<CustomerDetailResponse>(`${CUSTOMERS}/detail`, { customerId }));
}

/** Disables (no login, tokens refused at once) or re-enables; the answer is the profile now. */
export async function setCustomerDisabled(customerId: number, disabled: boolean): Promise<CustomerProfile> {
  const action = disabled ? "disable" : "enable";
  const { customer } = await memberCall(() =>
    apiPost<{ customer: CustomerProfile }>(`${CUSTOMERS}/${action}`, { customerId }),
  );
  return customer;
}

export function eraseCustomer(customerId: number, confirmEmail: string): Promise<CustomerEraseResponse> {
  return memberCall(() => apiPost<CustomerEraseResponse>(`${CUSTOMERS}/erase`, { customerId, confirmEmail }));
}

/** The JSON download of everything held about the customer (the session cookie authorises it). */
export const customerExportHref = (customerId: number) => `${CUSTOMERS}/${customerId}/export.json`;
