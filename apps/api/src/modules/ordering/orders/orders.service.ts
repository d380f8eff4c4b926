import {
  type CartResponse,
  type Language,
  normaliseMobile,
  type Order,
  type OrderStatus,
  shopperCanCancel,
  type TrackOrderResponse,
} from "@shop/shared";
import type { Db } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import type { CartService } from "../../cart/cart.service";
import { toOrderRefunds } from "../refunds/refunds.mappers";
import { refundsOf } from "../refunds/refunds.repo";
import { trackedGift } from "./orders.gift";
import { toEvents, toOrder, toSummary } from "./orders.mappers";
import {
  claimGuestOrders,
  deliveredOrdersBetween,
  eventsOf,
  findOrder,
  latestDeliveredOrderWith,
  linesOf,
  listUserOrders,
  type OrderRow,
} from "./orders.repo";
import { type TransitionContext, transitionOrder } from "./orders.transitions";

const orderNotFound = () =>
  new AppError(
    "NOT_FOUND",
    "This order was not found.",
    "Check the order number in your confirmation e-mail.",
    "number",
  );

/** One message for an unknown number and for a number with the wrong e-mail or mobile: tracking reveals nothing. */
const TRACK_NOT_FOUND = "No order matches this number and contact.";
const trackNotFound = () =>
  new AppError("NOT_FOUND", TRACK_NOT_FOUND, "Check the order number and the e-mail or mobile given at checkout.");

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export interface OrdersServiceDeps {
  db: Db;
  /** The member's server cart (reorder puts the lines back through cart/addall's rules). */
  cart: Pick<CartService, "addAll">;
  transitions: TransitionContext;
}

/** A member's orders (own only), and public tracking by number with e-mail or mobile. */
export function createOrdersService({ db, cart, transitions }: OrdersServiceDeps) {
  async function fullOrder(row: OrderRow): Promise<Order> {
    const [lines, events, refunds] = await Promise.all([
      linesOf(db, row.id),
      eventsOf(db, row.id),
      refundsOf(db, row.id),
    ]);
    return { ...toOrder(row, lines, events, "shopper"), refunds: toOrderRefunds(refunds) };
  }

  /**
   * The member's own order; any other number (someone else's, or none) is the same NOT_FOUND. A guest order
   * placed with the member's verified e-mail is claimed first.
   */
  async function ownOrder(userId: number, number: string): Promise<OrderRow> {
    let row = await findOrder(db, { number });
    if (row && row.userId === null && (await claimGuestOrders(db, userId)) > 0) row = await findOrder(db, { number });
    if (!row || row.userId !== userId) throw orderNotFound();
    return row;
  }

  return {
    async search(userId: number, page: { from: number; limit: number }) {
      await claimGuestOrders(db, userId);
      const { rows, totalCount } = await listUserOrders(db, userId, page.from, page.limit);
      return { orders: rows.map(toSummary), totalCount };
    },

    /**
     * The id of the member's latest delivered order containing the product, or null (issue 14: only a shopper who
     * received the product may review it). Guest orders placed with the member's verified e-mail count too.
     */
    async deliveredOrderWith(userId: number, productId: number): Promise<number | null> {
      const found = await latestDeliveredOrderWith(db, userId, productId);
      if (found !== undefined) return found;
      if ((await claimGuestOrders(db, userId)) === 0) return null;
      return (await latestDeliveredOrderWith(db, userId, productId)) ?? null;
    },

    /** Orders delivered in [from, to) with their products (the reviews module's review requests). */
    deliveredBetween: (from: Date, to: Date) => deliveredOrdersBetween(db, from, to),

    async detail(userId: number, number: string): Promise<{ order: Order }> {
      return { order: await fullOrder(await ownOrder(userId, number)) };
    },

    /** The shopper may cancel while the order is pending payment or confirmed (shopperCanCancel). */
    async cancel(userId: number, number: string): Promise<{ order: Order }> {
      await ownOrder(userId, number);
      const row = await transitionOrder(db, { number }, { to: "cancelled", actor: "shopper" }, transitions, (order) => {
        if (order.userId !== userId) throw orderNotFound();
        if (!shopperCanCancel(order.status as OrderStatus)) {
          throw new AppError(
            "CONFLICT",
            order.status === "cancelled"
              ? "This order is already cancelled."
              : "This order is already being prepared and can no longer be cancelled online.",
            order.status === "cancelled" ? "" : "Please contact us and we will help.",
            "number",
          );
        }
      });
      return { order: await fullOrder(row) };
    },

    /**
     * Puts the order's lines back in the member's cart with cart/addall's rules: a SKU already in the cart takes
     * the ordered quantity, lowered to the stock; withdrawn or sold-out SKUs come back in `skipped`.
     */
    async reorder(userId: number, number: string, lang: Language): Promise<CartResponse> {
      const row = await ownOrder(userId, number);
      const lines = await linesOf(db, row.id);
      return cart.addAll(
        userId,
        lines.map((l) => ({ skuId: l.skuId, qty: l.qty })),
        lang,
      );
    },

    /** Public tracking: the number with the e-mail or mobile given at checkout (each one given must match). */
    async track(input: { number: string; email?: string; mobile?: string }): Promise<TrackOrderResponse> {
      const row = await findOrder(db, { number: input.number });
      const matches =
        row !== undefined &&
        (!input.email || sameEmail(row.email, input.email)) &&
        (!input.mobile || normaliseMobile(row.mobile) === normaliseMobile(input.mobile));
      if (!row || !matches) throw trackNotFound();
      return {
        number: row.number,
        status: row.status as OrderStatus,
        events: toEvents(await eventsOf(db, row.id), "shopper"),
        deliveryDate: row.deliveryDate,
        deliverySlot: row.deliverySlot as TrackOrderResponse["deliverySlot"],
        emirate: row.emirate as TrackOrderResponse["emirate"],
        gift: trackedGift(row.gift),
      };
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
