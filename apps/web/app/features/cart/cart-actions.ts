import { MAX_LINE_QTY, type Sku } from "@shop/shared";
import { pageLanguage } from "../../lib/member-store";
import type { ProductSnapshot } from "../catalogue";
import { addToServerCart, deleteFromServerCart } from "./cart-api";
import type { CartViewLine } from "./cart-line";
import { isOutOfStock, reportListError } from "./cart-messages";
import { availableQty } from "./list-errors";
import { addToLocalCart, normaliseQty, removeFromLocalCart, setLocalCartQty } from "./local-cart";
import { memberCart } from "./member-cart";
import { sessionOwner } from "./session-owner";

/**
 * The one cart API of the UI. A visitor's cart is in localStorage, a member's on the server (SPEC 4);
 * either way, adding a SKU already in the cart sets its quantity. Failures show translated messages as
 * info toasts (SPEC 8) and never throw.
 */
export interface AddToCartInput {
  product: ProductSnapshot;
  sku: Sku;
  qty?: number;
}

/** `limited`: the shopper asked for more than the stock and the line holds all there is (issue 16: said, not silent). */
export type AddToCartResult = { ok: true; replaced: boolean; qty: number; limited?: number } | { ok: false };

const lineQty = (qty: number | undefined) => Math.min(normaliseQty(qty), MAX_LINE_QTY);

/** The quantity to ask for: at most the stock the page knows, when there is any. */
function withinStock(wanted: number, stock: number): { qty: number; limited?: number } {
  return stock > 0 && wanted > stock ? { qty: stock, limited: stock } : { qty: wanted };
}

/**
 * A member's cart/add. When the server says fewer are left than asked (the page's stock was old), the line is
 * set to what is available, once, and the result says so.
 */
async function addForMember(
  owner: string,
  skuId: number,
  asked: { qty: number; limited?: number },
): Promise<{ ok: true; qty: number; limited?: number } | { ok: false; error: unknown }> {
  try {
    const answer = await addToServerCart(skuId, asked.qty, pageLanguage());
    memberCart.set(owner, answer.jcarts);
    return { ok: true, ...asked };
  } catch (error) {
    const available = isOutOfStock(error) ? availableQty(error) : null;
    if (available === null || available <= 0 || available >= asked.qty) return { ok: false, error };
    try {
      const answer = await addToServerCart(skuId, available, pageLanguage());
      memberCart.set(owner, answer.jcarts);
      return { ok: true, qty: available, limited: available };
    } catch (again) {
      return { ok: false, error: again };
    }
  }
}

export async function addToCart({ product, sku, qty }: AddToCartInput): Promise<AddToCartResult> {
  const asked = withinStock(lineQty(qty), sku.stock);
  const owner = sessionOwner();
  if (!owner) {
    const { replaced } = addToLocalCart({ skuId: sku.skuId, product, sku, qty: asked.qty });
    return { ok: true, replaced, ...asked };
  }
  const replaced = memberCart.get().owner === owner && memberCart.get().lines.some((line) => line.skuId === sku.skuId);
  const result = await addForMember(owner, sku.skuId, asked);
  if (result.ok) return { replaced, ...result };
  reportListError(result.error);
  return { ok: false };
}

export type SetQtyResult = { ok: true; qty: number; limited?: number } | { ok: false };

/**
 * Sets a line's quantity (the stepper), at most its known stock (then `limited` says so); a member's cart is
 * fetched again when the server refuses.
 */
export async function setCartQty(line: Pick<CartViewLine, "skuId" | "sku">, qty: number): Promise<SetQtyResult> {
  const asked = withinStock(lineQty(qty), line.sku.stock);
  const owner = sessionOwner();
  if (!owner) {
    setLocalCartQty(line.skuId, asked.qty);
    return { ok: true, ...asked };
  }
  const result = await addForMember(owner, line.skuId, asked);
  if (result.ok) return result;
  reportListError(result.error);
  await memberCart.refresh(owner);
  return { ok: false };
}

/**
 * Removes a line. For a member, the cart is then fetched again whatever the answer (DESIGN: no navigation
 * trick; a failed removal is silent and the refreshed cart still shows the line).
 */
export async function removeFromCart(line: Pick<CartViewLine, "skuId" | "cartId">): Promise<void> {
  const owner = sessionOwner();
  if (!owner) {
    removeFromLocalCart(line.skuId);
    return;
  }
  if (line.cartId !== null) {
    try {
      await deleteFromServerCart(line.cartId, pageLanguage());
    } catch {
      // SPEC 8: a failed removal is ignored; the refetch below shows what the server has.
    }
  }
  await memberCart.refresh(owner);
}
