import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import { addDays, dubaiClock } from "@shop/shared";
import { envelope } from "../apps/api/test/support/envelope";

/** Calls of the shop's API for the specs that need a delivered order behind the page they drive. */

export const MANAGER = {
  email: "manager@bustan.ae",
  password: process.env.DEMO_STAFF_PASSWORD || "Bustan-Staff-2026!",
};

export async function call<T>(request: APIRequestContext, path: string, payload: unknown, token?: string): Promise<T> {
  const response = await request.post(path, {
    data: envelope(payload),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = await response.json();
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${JSON.stringify(body)}`);
  return body.responceObj as T;
}

export const login = async (request: APIRequestContext, who: { email: string; password: string }) =>
  (await call<{ token: string }>(request, "/api/v1/user/login", who)).token;

export interface DeliveredOrderOptions {
  qty: number;
  /** Specs running at once book different slots, so neither fills the other's. */
  slot: "morning" | "afternoon";
  address: { recipient: string; area: string; street: string; building: string; mobile: string };
}

/** The member's cash-on-delivery order of `qty` units of the SKU in Dubai, moved by the manager to delivered. */
export async function deliveredOrder(
  request: APIRequestContext,
  token: string,
  skuId: number,
  { qty, slot, address }: DeliveredOrderOptions,
): Promise<string> {
  await call(request, "/api/v2/cart/add", { skuId, qty }, token);
  const quote = await call<{ total: number }>(request, "/api/v1/checkout/quote", { emirate: "dubai" }, token);
  let number = "";
  // The first day with the slot open (a closed day or a full slot is refused).
  for (let days = 2; days < 12 && !number; days++) {
    const response = await request.post("/api/v1/checkout/placeOrder", {
      headers: { authorization: `Bearer ${token}` },
      data: envelope({
        idempotencyKey: randomUUID(),
        address: { ...address, emirate: "dubai" },
        deliveryDate: addDays(dubaiClock(new Date()).date, days),
        deliverySlot: slot,
        paymentMethod: "cod",
        expectedTotal: quote.total,
      }),
    });
    if (response.ok()) number = (await response.json()).responceObj.order.number;
  }
  expect(number).toMatch(/^BST-/);
  const staff = await login(request, MANAGER);
  for (const to of ["preparing", "out_for_delivery", "delivered"]) {
    await call(request, "/api/v1/admin/orders/transition", { number, to }, staff);
  }
  return number;
}
