import type { Address, User } from "@shop/shared";
import { useEffect, useMemo, useState } from "react";
import { searchAddresses } from "../addresses";
import { type OrderPage, searchMyOrders } from "../orders";
import { isSessionRejected, loadUser } from "./account-api";
import { requireSession } from "./guard";
import { readSessionUser, type StoredUser, storeUser, useSessionUser } from "./session";

function isCompleteUser(user: StoredUser | null): user is User {
  return typeof user?.id === "number" && typeof user.email === "string" && typeof user.name === "string";
}

/**
 * A guarded page's user (clientLoader): the SPEC 2 guard first, then a fresh copy from the API (kept as the
 * stored user). A session the server refuses ends and leads to the login page; without the network the
 * stored copy does.
 */
export async function loadAccountUser(request: Request): Promise<User> {
  requireSession(request);
  try {
    const user = await loadUser();
    storeUser(user);
    return user;
  } catch (error) {
    // memberCall has ended the session: the guard now sends the visitor to the login page.
    if (isSessionRejected(error)) requireSession(request);
    const stored = readSessionUser();
    if (isCompleteUser(stored)) return stored;
    throw error;
  }
}

export interface DashboardData {
  user: User;
  /** The number of lines in the member's wish list; null when it could not be loaded. */
  wishlistCount: number | null;
}

/** The loader's user, updated by later changes to the stored user (profile saved, e-mail verified). */
export function useAccountUser(loaded: User): User {
  const stored = useSessionUser();
  return useMemo(() => (stored && stored.id === loaded.id ? { ...loaded, ...stored } : loaded), [loaded, stored]);
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
