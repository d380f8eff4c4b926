import type { Address } from "@shop/shared";
import { isSessionRejected, requireSession } from "../account";
import { searchAddresses } from "./addresses-api";

export interface AddressesData {
  /** The member's addresses (default first), or null when they could not be loaded. */
  addresses: Address[] | null;
}

/** The guarded page's data (clientLoader): the SPEC 2 guard, then the book; a refused session leads to login. */
export async function loadAddressBook(request: Request): Promise<AddressesData> {
  requireSession(request);
  try {
    return { addresses: await searchAddresses() };
  } catch (error) {
    if (isSessionRejected(error)) requireSession(request);
    return { addresses: null };
  }
}
