import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../lib/rows";
import { userNameSql } from "../../users/users.sql";

/** SQL of order_notes: staff's internal notes on an order, oldest first. */

export interface NoteRow {
  noteId: number;
  body: string;
  authorName: string | null;
  createdAt: Date | string;
}

export async function notesOf(db: Db, orderId: number): Promise<NoteRow[]> {
  const result = await db.execute(sql`
    select n.id as "noteId", n.body, ${userNameSql(sql`n.author_id`)} as "authorName", n.created_at as "createdAt"
      from order_notes n where n.order_id = ${orderId} order by n.id`);
  return rowsOf<NoteRow>(result);
}

export async function insertNote(tx: Db, note: { orderId: number; authorId: number; body: string }): Promise<number> {
  const result = await tx.execute(sql`
    insert into order_notes (order_id, author_id, body, created_at)
    values (${note.orderId}, ${note.authorId}, ${note.body}, clock_timestamp()) returning id`);
  return Number(rowsOf<{ id: number }>(result)[0]!.id);
}
