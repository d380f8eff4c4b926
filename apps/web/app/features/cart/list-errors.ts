import type { ErrorItem } from "@shop/shared";
import { ApiError } from "../../lib/api/api-error";

/** Which list a failed call was about: the cart and the wish list say "full" differently. */
export type ListKind = "cart" | "wishlist";

type Translate = (key: string, options: Record<string, unknown> & { defaultValue: string }) => string;

/**
 * The quantity the server says is available (cart/add's OUT_OF_STOCK answer carries checkout's `unavailable`
 * list), or null when the answer does not say.
 */
export function availableQty(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const list = error.extra.unavailable;
  if (!Array.isArray(list)) return null;
  const first: unknown = list[0];
  if (typeof first !== "object" || first === null) return null;
  const available = (first as { available?: unknown }).available;
  return typeof available === "number" && Number.isInteger(available) && available >= 0 ? available : null;
}

/**
 * Issue 16: a failed cart or wish-list call speaks the page's language: the message is chosen by error code (and
 * field), never the server's English text. English defaults keep it readable before translations load.
 */
export function listErrorMessage(
  item: Pick<ErrorItem, "errorCode" | "field">,
  kind: ListKind,
  available: number | null,
  t: Translate,
): string {
  switch (item.errorCode) {
    case "OUT_OF_STOCK":
      if (item.field === "qty" && available !== null && available > 0) {
        return t("cart.errors.onlyLeft", { count: available, defaultValue: "Only {{count}} left." });
      }
      return t("cart.errors.soldOut", { defaultValue: "Sorry, this item is sold out or no longer sold." });
    case "CONFLICT":
      return kind === "cart"
        ? t("cart.errors.cartFull", { defaultValue: "Your cart is full. Remove an item before adding another." })
        : t("cart.errors.wishlistFull", {
            defaultValue: "Your wish list is full. Remove an item before adding another.",
          });
    case "NOT_FOUND":
      return item.field === "skuId"
        ? t("cart.errors.soldOut", { defaultValue: "Sorry, this item is sold out or no longer sold." })
        : t("cart.errors.notFound", { defaultValue: "This item is no longer in your list. Reload the page." });
    case "RATE_LIMITED":
      return t("cart.errors.rateLimited", { defaultValue: "Too many tries. Please wait a moment and try again." });
    case "VALIDATION_FAILED":
      return t("cart.errors.invalid", { defaultValue: "That quantity cannot be used. Choose between 1 and 99." });
    default:
      return t("cart.failed", { defaultValue: "That did not work. Please try again." });
  }
}

/** One message per distinct text (several items of one code say the same thing once). */
export function listErrorMessages(error: ApiError, kind: ListKind, t: Translate): string[] {
  const available = availableQty(error);
  return [...new Set(error.errorList.map((item) => listErrorMessage(item, kind, available, t)))];
}
