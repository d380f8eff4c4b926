import type { Address, User } from "@shop/shared";
import { useEffect, useState } from "react";
import { searchAddresses } from "../addresses";
import { type OrderPage, searchMyOrders } from "../orders";

export interface DashboardData {
  user: User;
  /** The number of lines in the member's wish list; null when it could not be loaded. */
  wishlistCount: number | null;
}

/** A part of the dashboard loaded on its own: one that fails leaves the rest of the page as it is. */
export type Part<T> = { state: "loading" } | { state: "failed" } | { state: "ready"; value: T };

/** Orders the dashboard shows, newest first. */
export const RECENT_ORDERS = 3;

function usePart<T>(load: () => Promise<T>): Part<T> {
  const [part, setPart] = useState<Part<T>>({ state: "loading" });
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setPart({ state: "ready", value }),
      // A refused session has ended it (memberCall): the page's guard leads to the login page.
      () => current && setPart({ state: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [load]);
  return part;
}

const loadRecentOrders = () => searchMyOrders(0, RECENT_ORDERS);

/** The dashboard's recent orders and address book, loaded once the page shows (each may fail alone). */
export function useDashboardParts(): { orders: Part<OrderPage>; addresses: Part<Address[]> } {
  return { orders: usePart(loadRecentOrders), addresses: usePart(searchAddresses) };
}
