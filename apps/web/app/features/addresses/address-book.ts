import type { Address, AddressInput } from "@shop/shared";
import { z } from "zod";
import { formatMobile } from "../account";
import { type AddressFormValues, addressFormSchema, addressInputOf, emptyAddress } from "../checkout";

/** The address form of the address book: the checkout's address fields, and "make it the default". */
export interface AddressBookFormValues {
  address: AddressFormValues;
  makeDefault: boolean;
}

export const addressBookFormSchema = z.object({ address: addressFormSchema, makeDefault: z.boolean() });

/** A new address, with the member's name and mobile as the recipient's. */
export function newAddressValues(user: { name?: string; mobile?: string | null } | null): AddressBookFormValues {
  return {
    address: { ...emptyAddress, recipient: user?.name ?? "", mobile: user?.mobile ? formatMobile(user.mobile) : "" },
    makeDefault: false,
  };
}

/** A saved address in the form (missing optional texts as empty fields). */
export function addressValuesOf(address: Address): AddressBookFormValues {
  return {
    address: {
      label: address.label ?? "",
      recipient: address.recipient,
      emirate: address.emirate,
      area: address.area,
      street: address.street,
      building: address.building,
      apartment: address.apartment ?? "",
      landmark: address.landmark ?? "",
      mobile: formatMobile(address.mobile),
      notes: address.notes ?? "",
    },
    makeDefault: address.isDefault,
  };
}

/** What the API is sent: empty optional texts left out; isDefault only when asked for. */
export function addressBookInputOf(values: AddressBookFormValues): AddressInput {
  return { ...addressInputOf(values.address), ...(values.makeDefault ? { isDefault: true } : {}) };
}

/** The name of an address as shown: its own name, else the recipient's. */
export function addressTitle(address: Pick<Address, "label" | "recipient">): string {
  return address.label?.trim() || address.recipient;
}

/** "Apartment 4, Villa 12, Street 5, Al Barsha, Dubai": the parts given, joined by the language's separator. */
export function addressLine(
  address: Pick<Address, "apartment" | "building" | "street" | "area">,
  emirateName: string,
  separator: string,
): string {
  return [address.apartment, address.building, address.street, address.area, emirateName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator);
}

/** The address the dashboard shows: the default, else the first (the book lists the default first). */
export function shownAddress<A extends Pick<Address, "isDefault">>(addresses: readonly A[]): A | null {
  return addresses.find((address) => address.isDefault) ?? addresses[0] ?? null;
}

/** The id of the address in `after` that was not in `before` (the one just added), or null. */
export function addedAddressId(
  before: readonly Pick<Address, "addressId">[],
  after: readonly Pick<Address, "addressId">[],
) {
  const known = new Set(before.map((address) => address.addressId));
  return after.find((address) => !known.has(address.addressId))?.addressId ?? null;
}

const formFields = Object.keys(emptyAddress) as (keyof AddressFormValues)[];
export type AddressFieldPath = `address.${keyof AddressFormValues}`;

/** The form field a server error names (errorList[].field: "address.mobile", or just "mobile"), or null. */
export function addressFieldOf(field: string | undefined): AddressFieldPath | null {
  const leaf = field?.split(".").pop();
  return formFields.find((name) => name === leaf) ? (`address.${leaf}` as AddressFieldPath) : null;
}
