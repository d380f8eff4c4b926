import type { AdminOrder, OrderStatus } from "@shop/shared";
import type { Db } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import { toAdminOrder, toAdminSummary } from "./orders.mappers";
import { eventsOf, findOrder, linesOf, type OrderRow, searchOrders } from "./orders.repo";
import { staffActor, type TransitionContext, transitionOrder } from "./orders.transitions";

const orderNotFound = () => new AppError("NOT_FOUND", "This order was not found.", "Check the order number.", "number");

/** The back office's orders: search, the whole order, and moving it along (every move e-mails the shopper). */
export function createAdminOrdersService(db: Db, transitions: TransitionContext) {
  async function full(row: OrderRow): Promise<AdminOrder> {
    const [lines, events] = await Promise.all([linesOf(db, row.id), eventsOf(db, row.id)]);
    return toAdminOrder(row, lines, events);
  }

  return {
    async search(filter: { status?: OrderStatus; q?: string; from: number; limit: number }) {
      const { rows, totalCount } = await searchOrders(db, filter);
      return { orders: rows.map(toAdminSummary), totalCount };
    },

    async detail(number: string): Promise<{ order: AdminOrder }> {
      const row = await findOrder(db, { number });
      if (!row) throw orderNotFound();
      return { order: await full(row) };
    },

    async transition(
      staffId: number,
      input: { number: string; to: OrderStatus; note?: string },
    ): Promise<{ order: AdminOrder }> {
      const row = await transitionOrder(
        db,
        { number: input.number },
        { to: input.to, actor: staffActor(staffId), note: input.note },
        transitions,
      );
      return { order: await full(row) };
    },
  };
}
export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
