import type {
  Address,
  AddressInput,
  AddressListResponse,
  CheckoutQuote,
  CheckoutQuoteRequest,
  PlaceOrderRequest,
  PlaceOrderResponse,
  ShipmentDetails,
  ShipmentDetailsRequest,
} from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { ApiError } from "../../lib/api/api-error";
import { memberCall } from "../account";

const ADDRESSES = "/api/v1/user/addresses";

/** Delivery charges, fees, VAT, dates and slots, and whether card payment is on (guests and members). */
export function loadShipmentDetails(request: ShipmentDetailsRequest = { chargeType: "standard" }) {
  return apiPost<ShipmentDetails>("/api/v1/user/loadShipmentDetails", request);
}

/** What the order would cost now, from the server's prices. */
export function quoteCheckout(request: CheckoutQuoteRequest, member: boolean) {
  const call = () => apiPost<CheckoutQuote>("/api/v1/checkout/quote", request);
  return member ? memberCall(call) : call();
}

/** PRICE_CHANGED: the total is not the one shown; `quote` holds the figures the order would have now. */
export class PriceChangedError extends Error {
  constructor(
    readonly quote: CheckoutQuote,
    readonly previousTotal: number,
  ) {
    super("PRICE_CHANGED");
    this.name = "PriceChangedError";
  }
}

export function errorCodeOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.errorList[0]?.errorCode : undefined;
}

/**
 * Places the order. A retry with the same idempotency key answers the first order again. PRICE_CHANGED comes
 * back as a PriceChangedError with the server's figures now (asked again with /quote for the same choice).
 */
export async function placeOrder(
  request: PlaceOrderRequest,
  quoteRequest: CheckoutQuoteRequest,
  member: boolean,
): Promise<PlaceOrderResponse> {
  const call = () => apiPost<PlaceOrderResponse>("/api/v1/checkout/placeOrder", request, { timeoutMs: 20_000 });
  try {
    return await (member ? memberCall(call) : call());
  } catch (error) {
    if (errorCodeOf(error) !== "PRICE_CHANGED") throw error;
    const quote = await quoteCheckout(quoteRequest, member);
    throw new PriceChangedError(quote, request.expectedTotal);
  }
}

// --- The member's address book ---

export async function searchAddresses(): Promise<Address[]> {
  const { addresses } = await memberCall(() => apiPost<AddressListResponse>(`${ADDRESSES}/search`, {}));
  return addresses;
}

/** Saves an address; the answer is the whole book, and the id of the new address. */
export async function addAddress(
  address: AddressInput,
  before: readonly Address[],
): Promise<{ addresses: Address[]; added: Address | null }> {
  const { addresses } = await memberCall(() => apiPost<AddressListResponse>(`${ADDRESSES}/add`, { address }));
  const known = new Set(before.map((a) => a.addressId));
  return { addresses, added: addresses.find((a) => !known.has(a.addressId)) ?? null };
}
