import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contactMessages, contactReplies } from "../../db/schema";

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ContactReplyRow = typeof contactReplies.$inferSelect;
export type ContactMessageValues = Pick<
  ContactMessageRow,
  "name" | "email" | "mobile" | "orderNumber" | "subject" | "message" | "locale"
>;

export async function insertMessage(db: Db, values: ContactMessageValues): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error("insert contact_messages returned no row");
  return row;
}

const replyCount = sql<number>`(select count(*)::int from contact_replies r where r.message_id = ${contactMessages.id})`;

/** The inbox newest first, one status or all, with each message's number of replies. */
export async function searchMessages(db: Db, filter: { status?: string; offset: number; limit: number }) {
  const where = filter.status ? eq(contactMessages.status, filter.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        orderNumber: contactMessages.orderNumber,
        status: contactMessages.status,
        createdAt: contactMessages.createdAt,
        replyCount,
      })
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { rows, totalCount: Number(total?.n ?? 0) };
}

export async function findMessage(db: Db, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

/** Oldest first, as a conversation reads. */
export function repliesOf(db: Db, messageId: number): Promise<ContactReplyRow[]> {
  return db
    .select()
    .from(contactReplies)
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(contactReplies.createdAt, contactReplies.id);
}

export async function insertReply(db: Db, values: { messageId: number; staffId: number; body: string }) {
  const [row] = await db.insert(contactReplies).values(values).returning();
  if (!row) throw new Error("insert contact_replies returned no row");
  return row;
}

export async function setStatus(db: Db, id: number, status: string): Promise<ContactMessageRow | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(contactMessages.id, id)))
    .returning();
  return row;
}

/** The messages sent from an address (stored lower-cased) with their replies, oldest first (a data export). */
export async function messagesFrom(db: Db, email: string) {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, email))
    .orderBy(contactMessages.createdAt, contactMessages.id);
  return Promise.all(rows.map(async (row) => ({ row, replies: await repliesOf(db, row.id) })));
}

/** Deletes the messages sent from an address and their replies (a customer's erasure, issue 15). */
export async function deleteMessagesFrom(db: Db, email: string): Promise<number> {
  const rows = await db
    .delete(contactMessages)
    .where(eq(contactMessages.email, email))
    .returning({ id: contactMessages.id });
  return rows.length;
}
