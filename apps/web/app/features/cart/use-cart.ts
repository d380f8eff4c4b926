import type { CartLine } from "@shop/shared";
import { useMemo, useSyncExternalStore } from "react";
import { storageGet } from "../../lib/cookies";
import { parseList, storageSubscriber } from "../../lib/local-list";
import type { MemberState } from "../../lib/member-store";
import { useHydrated } from "../../ui/use-hydrated";
import { CART_CHANGE_EVENT, CART_KEY, countCartItems, sumQuantities } from "./cart-count";
import { type CartViewLine, fromLocalItem, fromServerLine } from "./cart-line";
import { isCartItem } from "./local-cart";
import { memberCart } from "./member-cart";
import { useMemberSync } from "./member-sync";
import { useSessionOwner } from "./session-owner";

export type ListStatus = "loading" | "ready" | "error";

export interface CartState {
  /** SPEC 4: a visitor's cart is in this browser, a member's on the server. */
  mode: "visitor" | "member";
  /** "loading" also while a member's cart is fetched again; the lines it replaces stay until then. */
  status: ListStatus;
  lines: CartViewLine[];
  /** Issue 16: the number of items (the sum of the quantities), not of lines. */
  count: number;
}

const subscribeLocal = storageSubscriber(CART_CHANGE_EVENT);
const readLocalRaw = () => storageGet(CART_KEY);

/**
 * What the UI shows: a visitor's lines from "cartItems", a member's from the server. Issue 16: the count is
 * the number of items.
 */
export function cartView(
  owner: string | null,
  hydrated: boolean,
  localRaw: string | null,
  member: MemberState<CartLine>,
): CartState {
  if (!owner) {
    const lines = parseList(localRaw, isCartItem).map(fromLocalItem);
    // The stored quantities summed (an unreadable entry still counts as one item).
    return { mode: "visitor", status: hydrated ? "ready" : "loading", lines, count: countCartItems(localRaw) };
  }
  const mine = member.owner === owner;
  const lines = mine ? member.lines.map(fromServerLine) : [];
  const status: ListStatus = !mine || member.status === "idle" ? "loading" : member.status;
  return { mode: "member", status, lines, count: sumQuantities(lines) };
}

/** The cart, the same for every component on the page: the header count, the drawer and the cart page. */
export function useCart(): CartState {
  const hydrated = useHydrated();
  const owner = useSessionOwner();
  useMemberSync(owner, hydrated);
  const localRaw = useSyncExternalStore(subscribeLocal, readLocalRaw, () => null);
  const member = useSyncExternalStore(memberCart.subscribe, memberCart.get, memberCart.getServer);
  return useMemo(() => cartView(owner, hydrated, localRaw, member), [owner, hydrated, localRaw, member]);
}

/** Issue 16: the number of items in the cart. */
export function useCartCount(): number {
  return useCart().count;
}
