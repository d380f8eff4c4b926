import { MAX_LINE_QTY, type Sku } from "@shop/shared";
import { pageLanguage } from "../../lib/member-store";
import type { ProductSnapshot } from "../catalogue";
import { addToServerCart, deleteFromServerCart } from "./cart-api";
import type { CartViewLine } from "./cart-line";
import { reportListError } from "./cart-messages";
import { addToLocalCart, normaliseQty, removeFromLocalCart, setLocalCartQty } from "./local-cart";
import { memberCart } from "./member-cart";
import { sessionOwner } from "./session-owner";

/**
 * The one cart API of the UI. A visitor's cart is in localStorage, a member's on the server (SPEC 4);
 * either way, adding a SKU already in the cart sets its quantity. Failures show the server's messages as
 * info toasts (SPEC 8) and never throw.
 */
export interface AddToCartInput {
  product: ProductSnapshot;
  sku: Sku;
  qty?: number;
}

export type AddToCartResult = { ok: true; replaced: boolean; qty: number } | { ok: false };

const lineQty = (qty: number | undefined) => Math.min(normaliseQty(qty), MAX_LINE_QTY);

export async function addToCart({ product, sku, qty }: AddToCartInput): Promise<AddToCartResult> {
  const wanted = lineQty(qty);
  const owner = sessionOwner();
  if (!owner) {
    const { replaced } = addToLocalCart({ skuId: sku.skuId, product, sku, qty: wanted });
    return { ok: true, replaced, qty: wanted };
  }
  const replaced = memberCart.get().owner === owner && memberCart.get().lines.some((line) => line.skuId === sku.skuId);
  try {
    const answer = await addToServerCart(sku.skuId, wanted, pageLanguage());
    memberCart.set(owner, answer.jcarts);
    return { ok: true, replaced, qty: wanted };
  } catch (error) {
    reportListError(error);
    return { ok: false };
  }
}

/** Sets a line's quantity (the stepper); a member's cart is fetched again when the server refuses. */
export async function setCartQty(line: Pick<CartViewLine, "skuId">, qty: number): Promise<boolean> {
  const wanted = lineQty(qty);
  const owner = sessionOwner();
  if (!owner) {
    setLocalCartQty(line.skuId, wanted);
    return true;
  }
  try {
    const answer = await addToServerCart(line.skuId, wanted, pageLanguage());
    memberCart.set(owner, answer.jcarts);
    return true;
  } catch (error) {
    reportListError(error);
    await memberCart.refresh(owner);
    return false;
  }
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
