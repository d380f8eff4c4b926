import type { CartLine, Sku } from "@shop/shared";
import { cartTotal, discountedPrice, MAX_LINE_QTY } from "@shop/shared/core";
import { type ProductSnapshot, toProductSnapshot } from "../catalogue";
import type { CartItem } from "./local-cart";

/** One cart line as the UI shows it, whether it lives in localStorage (visitor) or on the server (member). */
export interface CartViewLine {
  /** Stable React key: "c<cartId>" for a member's line, "s<skuId>" for a visitor's. */
  key: string;
  /** The server's id of the line (members only). */
  cartId: number | null;
  skuId: number;
  qty: number;
  product: ProductSnapshot;
  sku: Sku;
}

export function fromLocalItem(item: CartItem): CartViewLine {
  return {
    key: `s${item.skuId}`,
    cartId: null,
    skuId: item.skuId,
    qty: item.qty,
    product: item.product,
    sku: item.sku,
  };
}

export function fromServerLine(line: CartLine): CartViewLine {
  return {
    key: `c${line.cartId}`,
    cartId: line.cartId,
    skuId: line.skuId,
    qty: line.qty,
    product: toProductSnapshot(line.product),
    sku: line.sku,
  };
}

/** The stepper's range is 1..min(stock, 99); 0 when sold out. */
export function lineMaxQty(stock: number): number {
  return Math.max(0, Math.min(Math.floor(stock), MAX_LINE_QTY));
}

export function unitPrice(line: Pick<CartViewLine, "sku">): number {
  return discountedPrice(line.sku.price, line.sku.discount);
}

export function lineTotal(line: Pick<CartViewLine, "sku" | "qty">): number {
  return unitPrice(line) * line.qty;
}

/** SPEC 9: each line's price less its discount percent, times qty, summed. */
export function cartLinesTotal(lines: ReadonlyArray<Pick<CartViewLine, "sku" | "qty">>): number {
  return cartTotal(lines.map((line) => ({ price: line.sku.price, discount: line.sku.discount, qty: line.qty })));
}

/** What stands between a line and checkout. */
export type LineProblem = { kind: "soldOut" } | { kind: "tooMany"; stock: number } | null;

export function lineProblem(line: Pick<CartViewLine, "sku" | "qty">): LineProblem {
  if (line.sku.stock <= 0) return { kind: "soldOut" };
  if (line.qty > line.sku.stock) return { kind: "tooMany", stock: line.sku.stock };
  return null;
}

/** Checkout needs at least one line and no line sold out or above its stock. */
export function canCheckout(lines: ReadonlyArray<Pick<CartViewLine, "sku" | "qty">>): boolean {
  return lines.length > 0 && lines.every((line) => lineProblem(line) === null);
}
