import type { WishlistLine } from "@shop/shared";
import { useMemo, useSyncExternalStore } from "react";
import { storageGet } from "../../lib/cookies";
import { parseList, storageSubscriber } from "../../lib/local-list";
import type { MemberState } from "../../lib/member-store";
import { useHydrated } from "../../ui/use-hydrated";
import type { ListStatus } from "../cart";
import { useMemberSync, useSessionOwner } from "../cart";
import { isWishlistItem, memberWishlist, WISHLIST_CHANGE_EVENT, WISHLIST_KEY } from "../wishlist-store";
import { fromLocalWishlistItem, fromServerWishlistLine, type WishlistViewLine } from "./wishlist-line";

export interface WishlistState {
  mode: "visitor" | "member";
  /** "loading" also while a member's list is fetched again; the lines it replaces stay until then. */
  status: ListStatus;
  lines: WishlistViewLine[];
  count: number;
}

const subscribeLocal = storageSubscriber(WISHLIST_CHANGE_EVENT);
const readLocalRaw = () => storageGet(WISHLIST_KEY);

/** What the UI shows: a visitor's lines from "wishlistItems", a member's from the server. */
export function wishlistView(
  owner: string | null,
  hydrated: boolean,
  localRaw: string | null,
  member: MemberState<WishlistLine>,
): WishlistState {
  if (!owner) {
    const lines = parseList(localRaw, isWishlistItem).map(fromLocalWishlistItem);
    return { mode: "visitor", status: hydrated ? "ready" : "loading", lines, count: lines.length };
  }
  const mine = member.owner === owner;
  const lines = mine ? member.lines.map(fromServerWishlistLine) : [];
  const status: ListStatus = !mine || member.status === "idle" ? "loading" : member.status;
  return { mode: "member", status, lines, count: lines.length };
}

/** The wish list, the same for every component on the page (header count and wish-list page). */
export function useWishlist(): WishlistState {
  const hydrated = useHydrated();
  const owner = useSessionOwner();
  useMemberSync(owner, hydrated);
  const localRaw = useSyncExternalStore(subscribeLocal, readLocalRaw, () => null);
  const member = useSyncExternalStore(memberWishlist.subscribe, memberWishlist.get, memberWishlist.getServer);
  return useMemo(() => wishlistView(owner, hydrated, localRaw, member), [owner, hydrated, localRaw, member]);
}
