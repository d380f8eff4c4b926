import type { AdminOrder, OrderStatus } from "@shop/shared";
import type { Db } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import type { AuditActor, RecordAudit } from "../../audit/audit.service";
import { dashboardFigures } from "./orders.dashboard.repo";
import { toAdminOrder, toAdminSummary } from "./orders.mappers";
import { eventsOf, findOrder, linesOf, type OrderRow, searchOrders } from "./orders.repo";
import { staffActor, type TransitionContext, transitionOrder } from "./orders.transitions";

const orderNotFound = () => new AppError("NOT_FOUND", "This order was not found.", "Check the order number.", "number");

/** The back office's orders: search, the whole order, and moving it along (every move e-mails the shopper). */
export function createAdminOrdersService(db: Db, transitions: TransitionContext, recordAudit: RecordAudit) {
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

    /** Whether an order with this number exists (the contact inbox links a message to it). */
    async exists(number: string): Promise<boolean> {
      return Boolean(await findOrder(db, { number: number.toUpperCase() }));
    },

    /** Moves the order and records the move in the audit log, in one transaction. */
    async transition(
      staff: AuditActor,
      input: { number: string; to: OrderStatus; note?: string },
    ): Promise<{ order: AdminOrder }> {
      const row = await transitionOrder(
        db,
        { number: input.number },
        { to: input.to, actor: staffActor(staff.id), note: input.note },
        transitions,
        undefined,
        (tx, before, after) =>
          recordAudit(tx, staff, {
            action: "order.transition",
            entity: "order",
            entityId: after.number,
            before: { status: before.status, paymentStatus: before.paymentStatus },
            after: { status: after.status, paymentStatus: after.paymentStatus, note: input.note?.trim() || null },
          }),
      );
      return { order: await full(row) };
    },

    /** The dashboard's order figures: orders and revenue of Dubai's `today`, orders to prepare on the given days. */
    dashboardFigures: (today: string, deliveryDays: string[]) => dashboardFigures(db, today, deliveryDays),
  };
}
export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
