import {
  type AdminDeliveryChangeRequest,
  type DeliverySlot,
  deliveryChangeStatuses,
  type OrderStatus,
} from "@shop/shared";
import type { Db } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import type { AuditActor, RecordAudit } from "../../audit/audit.service";
import type { DeliveryService } from "../../delivery/delivery.service";
import { snapshotOf } from "../checkout/checkout.draft";
import { enqueueDeliveryChangedMail } from "./orders.delivery-change.mail";
import { bookSlot, insertDeliveryEvent, setDelivery } from "./orders.delivery-change.repo";
import { lockOrder, type OrderRow, releaseSlot } from "./orders.repo";
import { staffActor, type TransitionContext } from "./orders.transitions";

type Change = Omit<AdminDeliveryChangeRequest, "number"> & { number: string };

const invalid = (message: string, suggestion: string, field: string) =>
  new AppError("VALIDATION_FAILED", message, suggestion, field);

const addressText = (a: Record<string, unknown>) =>
  ["apartment", "building", "street", "area"]
    .map((k) => a[k])
    .filter((v) => typeof v === "string" && v)
    .join(", ");

/** The timeline's readable note of what changed (English, as staff notes are). */
function noteOf(before: OrderRow, after: { date: string; slot: string; address: Record<string, unknown> | null }) {
  const parts: string[] = [];
  if (after.date !== before.deliveryDate || after.slot !== before.deliverySlot) {
    parts.push(`Delivery moved from ${before.deliveryDate} ${before.deliverySlot} to ${after.date} ${after.slot}.`);
  }
  if (after.address) parts.push(`Delivery address changed to ${addressText(after.address)}.`);
  return parts.join(" ");
}

/**
 * Staff change an order's delivery address, date or slot before it is dispatched (issue 15). In one transaction
 * under the order's lock: the new date and slot are checked like checkout's (closed dates, cut-offs), the old
 * booking is released and the new one booked under the slot's capacity (CONFLICT when full: nothing changes),
 * a 'delivery' event goes on the timeline, the shopper's e-mail to the outbox and the change to the audit log.
 */
export function createDeliveryChange(
  db: Db,
  deps: { delivery: DeliveryService; transitions: TransitionContext; recordAudit: RecordAudit },
) {
  const { delivery, transitions, recordAudit } = deps;

  return async function changeDelivery(staff: AuditActor, input: Change): Promise<OrderRow> {
    const settings = await delivery.settings();
    const changed = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, { number: input.number });
      if (!order) throw new AppError("NOT_FOUND", "This order was not found.", "Check the order number.", "number");
      const status = order.status as OrderStatus;
      if (!(deliveryChangeStatuses as readonly string[]).includes(status)) {
        throw new AppError(
          "CONFLICT",
          `Order ${order.number} is ${status.replaceAll("_", " ")}; its delivery can no longer be changed.`,
          "Only an order not yet out for delivery can change its address, date or slot.",
          "number",
        );
      }
      const date = input.deliveryDate ?? order.deliveryDate;
      const slot = (input.deliverySlot ?? order.deliverySlot) as DeliverySlot;
      const moves = date !== order.deliveryDate || slot !== order.deliverySlot;
      const address = input.address ? snapshotOf(input.address) : null;
      if (address && address.emirate !== order.emirate) {
        throw invalid(
          "The new address must be in the same emirate: the delivery charge was set by it.",
          "Cancel the order and place a new one to deliver to another emirate.",
          "address.emirate",
        );
      }
      if (!moves && !address) {
        throw invalid(
          "Nothing changes: this is already the order's delivery.",
          "Choose another date or slot.",
          "deliveryDate",
        );
      }
      if (moves) {
        delivery.checkChoice(settings, date, slot);
        // Slot rows are taken in key order, so two changes swapping slots never wait on each other in a cycle.
        const releaseFirst = `${order.deliveryDate}/${order.deliverySlot}` < `${date}/${slot}`;
        if (releaseFirst) await releaseSlot(tx, order.deliveryDate, order.deliverySlot);
        if (!(await bookSlot(tx, date, slot, settings.slotCapacity[slot]))) throw delivery.slotFull(date, slot);
        if (!releaseFirst) await releaseSlot(tx, order.deliveryDate, order.deliverySlot);
      }
      const newAddress = address ?? (order.address as Record<string, unknown>);
      await setDelivery(tx, order.id, { address: newAddress, deliveryDate: date, deliverySlot: slot });
      const note = noteOf(order, { date, slot, address: address ? { ...address } : null });
      await insertDeliveryEvent(tx, { orderId: order.id, status, actor: staffActor(staff.id), note });
      const after = (await lockOrder(tx, { id: order.id }))!;
      await enqueueDeliveryChangedMail(tx, after, transitions.origin);
      await recordAudit(tx, staff, {
        action: "order.delivery",
        entity: "order",
        entityId: order.number,
        before: { deliveryDate: order.deliveryDate, deliverySlot: order.deliverySlot, address: order.address },
        after: { deliveryDate: date, deliverySlot: slot, address: newAddress },
      });
      return after;
    });
    transitions.kickMail?.();
    return changed;
  };
}
