import type { Order } from "@shop/shared";
import { isLoggedIn } from "../account";
import { myOrder, trackOrder } from "./orders-api";

export type SuccessData =
  | { state: "missing" }
  | { state: "notFound"; number: string }
  | { state: "found"; order: Order; member: boolean; payment: PaymentReturn };

/** What Stripe said when it sent the shopper back (return_url), or null for an order without card payment. */
export type PaymentReturn = "succeeded" | "processing" | "failed" | null;

export function paymentReturnOf(value: string | null): PaymentReturn {
  return value === "succeeded" || value === "processing" || value === "failed" ? value : null;
}

/** The order placed in this browser session with that number (checkout keeps it), or null. */
type PlacedOrderLookup = (number: string) => { order: Order } | null;

/**
 * The order the success page shows: a member's from the API; a guest's as kept in this browser session at
 * checkout (`placedOrder`, passed in by the route: checkout sits above orders), with its status and timeline
 * brought up to date through tracking (number + e-mail).
 */
export async function loadSuccessData(url: URL, placedOrder: PlacedOrderLookup): Promise<SuccessData> {
  const number = (url.searchParams.get("number") ?? "").trim().toUpperCase();
  if (!number) return { state: "missing" };
  const payment = paymentReturnOf(url.searchParams.get("redirect_status"));
  const kept = placedOrder(number)?.order ?? null;
  if (isLoggedIn()) {
    try {
      return { state: "found", order: await myOrder(number), member: true, payment };
    } catch {
      return kept ? { state: "found", order: kept, member: true, payment } : { state: "notFound", number };
    }
  }
  if (!kept) return { state: "notFound", number };
  try {
    const now = await trackOrder({ number, email: kept.contact.email });
    return { state: "found", order: { ...kept, status: now.status, events: now.events }, member: false, payment };
  } catch {
    return { state: "found", order: kept, member: false, payment };
  }
}

/** The lines of a delivery address as kept on the order. */
export function addressTextLines(address: Record<string, unknown>, emirateName: (emirate: string) => string): string[] {
  const text = (key: string) => {
    const value = address[key];
    return typeof value === "string" && value.trim() ? value.trim() : null;
  };
  const place = [text("apartment"), text("building"), text("street")].filter(Boolean).join(", ");
  const area = [text("area"), text("emirate") ? emirateName(text("emirate")!) : null].filter(Boolean).join(", ");
  return [text("recipient"), place, area, text("landmark")].filter((line): line is string => Boolean(line));
}
