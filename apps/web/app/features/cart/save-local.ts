import { pageLanguage } from "../../lib/member-store";
import { notifyInfo } from "../../shell/notify/notify";
import { addAllToServerWishlist, clearLocalWishlist, memberWishlist, readLocalWishlist } from "../wishlist-store";
import { addAllToServerCart } from "./cart-api";
import { isUnauthorized, reportListError, translate } from "./cart-messages";
import { clearLocalCart, readLocalCart } from "./local-cart";
import { memberCart } from "./member-cart";
import { sessionOwner } from "./session-owner";

/** The server saves at most this many lines per add-all call. */
export const ADD_ALL_CHUNK = 100;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += ADD_ALL_CHUNK) out.push(items.slice(i, i + ADD_ALL_CHUNK));
  return out;
}

interface Saved<L> {
  lines: readonly L[];
  skipped: number[];
}

/** Sends every chunk; the last answer holds the whole server list. */
async function sendAll<P, L>(
  payload: readonly P[],
  send: (chunk: P[]) => Promise<{ lines: readonly L[]; skipped?: ReadonlyArray<{ skuId: number }> }>,
): Promise<Saved<L>> {
  let lines: readonly L[] = [];
  const skipped: number[] = [];
  for (const chunk of chunks(payload)) {
    const answer = await send(chunk);
    lines = answer.lines;
    for (const line of answer.skipped ?? []) skipped.push(line.skuId);
  }
  return { lines, skipped };
}

function namesOf(items: ReadonlyArray<{ skuId: number; product: { name: string } }>, skuIds: number[]): string {
  return [...new Set(items.filter((item) => skuIds.includes(item.skuId)).map((item) => item.product.name))].join(", ");
}

function reportFailure(error: unknown, key: "cart.saveFailed" | "wishlist.saveFailed", fallback: string): void {
  if (isUnauthorized(error)) reportListError(error);
  else notifyInfo(translate(key, { defaultValue: fallback }));
}

async function saveCart(owner: string): Promise<void> {
  const items = readLocalCart();
  if (items.length === 0) return memberCart.refresh(owner);
  try {
    const { lines, skipped } = await sendAll(
      items.map((item) => ({ skuId: item.skuId, qty: item.qty })),
      async (chunk) => {
        const answer = await addAllToServerCart(chunk, pageLanguage());
        return { lines: answer.jcarts, skipped: answer.skipped };
      },
    );
    clearLocalCart();
    memberCart.set(owner, lines);
    if (skipped.length > 0) {
      const names = namesOf(items, skipped);
      notifyInfo(
        translate("cart.skipped", {
          names,
          defaultValue: "Not added to your cart (sold out or no longer sold): {{names}}",
        }),
      );
    }
    // Issue 16: addall lowers a quantity above the stock to the stock; the answer's line shows it, and so do we.
    const lowered = items.filter((item) => lines.some((line) => line.skuId === item.skuId && line.qty < item.qty));
    if (lowered.length > 0) {
      notifyInfo(
        translate("cart.lowered", {
          names: namesOf(
            items,
            lowered.map((item) => item.skuId),
          ),
          defaultValue: "Fewer left than you asked for; your cart now holds all there is of: {{names}}",
        }),
      );
    }
  } catch (error) {
    reportFailure(error, "cart.saveFailed", "Your cart could not be saved to your account. It is kept on this device.");
    await memberCart.refresh(owner);
  }
}

async function saveWishlist(owner: string): Promise<void> {
  const items = readLocalWishlist();
  if (items.length === 0) return memberWishlist.refresh(owner);
  try {
    const { lines, skipped } = await sendAll(
      items.map((item) => ({ skuId: item.skuId })),
      async (chunk) => {
        const answer = await addAllToServerWishlist(chunk, pageLanguage());
        return { lines: answer.jWishLists, skipped: answer.skipped };
      },
    );
    clearLocalWishlist();
    memberWishlist.set(owner, lines);
    if (skipped.length > 0) {
      const names = namesOf(items, skipped);
      notifyInfo(
        translate("wishlist.skipped", {
          names,
          defaultValue: "Not added to your wish list (no longer sold): {{names}}",
        }),
      );
    }
  } catch (error) {
    reportFailure(
      error,
      "wishlist.saveFailed",
      "Your wish list could not be saved to your account. It is kept on this device.",
    );
    await memberWishlist.refresh(owner);
  }
}

let inflight: Promise<void> | null = null;

/**
 * After login or registration: saves the visitor's local cart and wish list to the member's account with
 * the add-all calls (SPEC 4; a SKU already in the server cart takes the local quantity), then empties
 * "cartItems" and "wishlistItems" and shows the member's lists. Lines the server skipped (sold out, no
 * longer sold) are named in an info toast. When a call fails, the local list is kept (nothing is lost) and
 * an info toast says so. Never rejects; calls made while one is running share it.
 */
export function saveLocalToServer(): Promise<void> {
  const owner = sessionOwner();
  if (!owner) return Promise.resolve();
  inflight ??= Promise.all([saveCart(owner), saveWishlist(owner)])
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => {
      inflight = null;
    });
  return inflight;
}
