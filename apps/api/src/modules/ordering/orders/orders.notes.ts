import type { AdminOrderNote } from "@shop/shared";
import type { Db } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import type { AuditActor, RecordAudit } from "../../audit/audit.service";
import { insertNote, type NoteRow, notesOf } from "./orders.notes.repo";
import { findOrder, lockOrder } from "./orders.repo";

const orderNotFound = () => new AppError("NOT_FOUND", "This order was not found.", "Check the order number.", "number");

const toNote = (row: NoteRow): AdminOrderNote => ({
  noteId: Number(row.noteId),
  body: row.body,
  authorName: row.authorName,
  createdAt: (row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt)).toISOString(),
});

/**
 * Staff's internal notes on an order (issue 15): kept in order_notes only, never in the order's timeline nor in
 * anything the shopper sees; each one added is audited in its transaction.
 */
export function createOrderNotes(db: Db, recordAudit: RecordAudit) {
  return {
    async list(number: string): Promise<{ notes: AdminOrderNote[] }> {
      const order = await findOrder(db, { number });
      if (!order) throw orderNotFound();
      return { notes: (await notesOf(db, order.id)).map(toNote) };
    },

    async add(staff: AuditActor, input: { number: string; body: string }): Promise<{ notes: AdminOrderNote[] }> {
      const orderId = await db.transaction(async (tx) => {
        // The order's lock keeps notes in the order staff wrote them, and the audit entry with the note.
        const order = await lockOrder(tx, { number: input.number });
        if (!order) throw orderNotFound();
        const noteId = await insertNote(tx, { orderId: order.id, authorId: staff.id, body: input.body });
        await recordAudit(tx, staff, {
          action: "order.note",
          entity: "order",
          entityId: order.number,
          before: null,
          after: { noteId, body: input.body },
        });
        return order.id;
      });
      return { notes: (await notesOf(db, orderId)).map(toNote) };
    },
  };
}
export type OrderNotes = ReturnType<typeof createOrderNotes>;
