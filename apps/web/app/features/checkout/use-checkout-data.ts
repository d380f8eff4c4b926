import type { CheckoutQuote, Emirate, Language, PaymentMethod } from "@shop/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { loadShipmentDetails, quoteCheckout, searchAddresses } from "./checkout-api";
import { quoteRequestOf } from "./checkout-forms";

export type CartLineRef = { skuId: number; qty: number };

export const shipmentKey = ["checkout", "shipment"] as const;
export const addressesKey = ["checkout", "addresses"] as const;

export function quoteKey(
  member: boolean,
  lines: readonly CartLineRef[],
  emirate: Emirate | null,
  method: PaymentMethod,
  lang: Language,
  discountCode = "",
) {
  return [
    "checkout",
    "quote",
    member,
    lines.map((l) => `${l.skuId}x${l.qty}`).join(","),
    emirate,
    method,
    lang,
    discountCode,
  ] as const;
}

/** Delivery terms, dates and slots; asked again when a slot turns out to be full. */
export function useShipmentDetails() {
  return useQuery({ queryKey: shipmentKey, queryFn: () => loadShipmentDetails(), staleTime: 60_000, retry: 1 });
}

export function useAddressBook(member: boolean) {
  return useQuery({ queryKey: addressesKey, queryFn: searchAddresses, enabled: member, retry: 1 });
}

/** The server's figures for the emirate and payment method chosen (none until the emirate is known). */
export function useQuote(input: {
  member: boolean;
  lines: readonly CartLineRef[];
  emirate: Emirate | null;
  paymentMethod: PaymentMethod;
  lang: Language;
  /** The applied discount code (issue 16), "" for none. */
  discountCode: string;
}) {
  const { member, lines, emirate, paymentMethod, lang, discountCode } = input;
  const request = useMemo(
    () => (emirate ? quoteRequestOf({ member, lines, emirate, paymentMethod, locale: lang, discountCode }) : null),
    [member, lines, emirate, paymentMethod, lang, discountCode],
  );
  const query = useQuery<CheckoutQuote>({
    queryKey: quoteKey(member, lines, emirate, paymentMethod, lang, discountCode),
    queryFn: () => quoteCheckout(request!, member),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: 1,
  });
  return { query, request };
}
