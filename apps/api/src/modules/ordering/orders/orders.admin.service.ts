import type {
  AdminDeliveriesResponse,
  AdminDeliveryChangeRequest,
  AdminOrder,
  AdminOrderFilter,
  DeliverySlot,
  Emirate,
  OrderStatus,
  PaymentMethod,
} from "@shop/shared";
import type { Db } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import type { AuditActor, RecordAudit } from "../../audit/audit.service";
import type { DeliveryService } from "../../delivery/delivery.service";
import { ordersCsv } from "./orders.csv";
import { dashboardFigures } from "./orders.dashboard.repo";
import { deliveriesOf } from "./orders.deliveries.repo";
import { createDeliveryChange } from "./orders.delivery-change";
import { toAdminOrder, toAdminSummary } from "./orders.mappers";
import { createOrderNotes } from "./orders.notes";
import { eventsOf, findOrder, linesOf, type OrderRow, searchOrders } from "./orders.repo";
import { staffActor, type TransitionContext, transitionOrder } from "./orders.transitions";

const orderNotFound = () => new AppError("NOT_FOUND", "This order was not found.", "Check the order number.", "number");

/** VALIDATION_FAILED naming dateTo when the filter's delivery dates run backwards. */
function checkDates(filter: AdminOrderFilter): void {
  if (filter.dateFrom && filter.dateTo && filter.dateFrom > filter.dateTo) {
    throw new AppError(
      "VALIDATION_FAILED",
      "The last delivery date comes before the first.",
      "Choose a last date on or after the first.",
      "dateTo",
    );
  }
}

/** The back office's orders: search, the whole order, and moving it along (every move e-mails the shopper). */
export function createAdminOrdersService(
  db: Db,
  transitions: TransitionContext,
  recordAudit: RecordAudit,
  delivery: DeliveryService,
) {
  const changeDelivery = createDeliveryChange(db, { delivery, transitions, recordAudit });

  async function full(row: OrderRow): Promise<AdminOrder> {
    const [lines, events] = await Promise.all([linesOf(db, row.id), eventsOf(db, row.id)]);
    return toAdminOrder(row, lines, events);
  }

  return {
    async search(filter: AdminOrderFilter & { from: number; limit: number }) {
      checkDates(filter);
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
      // Marking a paid order refunded gives the money back first; the refund moves the order (issue 15).
      if (input.to === "refunded" && (await transitions.refundRest?.(staff, input.number, input.note))) {
        const refunded = await findOrder(db, { number: input.number });
        if (refunded) return { order: await full(refunded) };
      }
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

    /** The filtered list as CSV, streamed a batch at a time (checked before the first byte). */
    exportCsv(filter: AdminOrderFilter): AsyncGenerator<string> {
      checkDates(filter);
      return ordersCsv(db, filter);
    },

    /** The orders to deliver on a date, by emirate then slot, with what a driver collects in cash. */
    async deliveries(filter: {
      date: string;
      emirate?: Emirate;
      slot?: DeliverySlot;
      from: number;
      limit: number;
    }): Promise<AdminDeliveriesResponse> {
      const { rows, totalCount } = await deliveriesOf(db, filter);
      return {
        date: filter.date,
        totalCount,
        deliveries: rows.map((r) => ({
          number: r.number,
          status: r.status as OrderStatus,
          emirate: r.emirate as Emirate,
          deliverySlot: r.deliverySlot as DeliverySlot,
          name: r.name,
          mobile: r.mobile,
          address: r.address ?? {},
          itemCount: r.itemCount,
          paymentMethod: r.paymentMethod as PaymentMethod,
          paymentStatus: r.paymentStatus,
          total: r.total,
          toCollect: r.paymentMethod === "cod" && r.paymentStatus !== "paid" ? r.total : 0,
        })),
      };
    },

    notes: createOrderNotes(db, recordAudit),

    /** Staff change the address, date or slot before dispatch (orders.delivery-change.ts); answers the order. */
    async changeDelivery(
      staff: AuditActor,
      input: Omit<AdminDeliveryChangeRequest, "number"> & { number: string },
    ): Promise<{ order: AdminOrder }> {
      return { order: await full(await changeDelivery(staff, input)) };
    },

    /** The dashboard's order figures: orders and revenue of Dubai's `today`, orders to prepare on the given days. */
    dashboardFigures: (today: string, deliveryDays: string[]) => dashboardFigures(db, today, deliveryDays),
  };
}
export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
