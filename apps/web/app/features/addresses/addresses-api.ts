// Types only: the server validates and serialises the answers with the shared schemas (see account-api.ts).
import type { Address, AddressInput, AddressListResponse } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { memberCall } from "../account";

const ADDRESSES = "/api/v1/user/addresses";

/** Every call of the address book answers the whole book: the default first, then the newest. */
async function bookCall(path: string, payload: unknown): Promise<Address[]> {
  const { addresses } = await memberCall(() => apiPost<AddressListResponse>(`${ADDRESSES}/${path}`, payload));
  return addresses;
}

export function searchAddresses(): Promise<Address[]> {
  return bookCall("search", {});
}

/** At most MAX_ADDRESSES (CONFLICT beyond); the first one, or one with isDefault, becomes the default. */
export function addAddress(address: AddressInput): Promise<Address[]> {
  return bookCall("add", { address });
}

/** Replaces the address; isDefault true makes it the default, anything else keeps its default state. */
export function updateAddress(addressId: number, address: AddressInput): Promise<Address[]> {
  return bookCall("update", { addressId, address });
}

/** Deleting the default makes the newest remaining address the default. */
export function deleteAddress(addressId: number): Promise<Address[]> {
  return bookCall("delete", { addressId });
}

export function setDefaultAddress(addressId: number): Promise<Address[]> {
  return bookCall("setDefault", { addressId });
}
