import { randomInt } from "node:crypto";
import type {
  ContactDetailResponse,
  ContactMessage,
  ContactSearchResponse,
  ContactStatus,
  contactSendRequestSchema,
} from "@shop/shared";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { AuditActor, RecordAudit } from "../audit/audit.service";
import { enqueueContactReply, enqueueContactToShop } from "./contact.mail";
import * as repo from "./contact.repo";

type SendInput = z.output<typeof contactSendRequestSchema>;

/** What the contact module uses of other modules: each one's service, passed in by app.ts. */
export interface ContactDeps {
  /** The shop's address for the messages (settings' public config, "contacts.email"). */
  settings: { publicConfig(): Promise<{ contacts: { email: string } }> };
  /** Whether an order with this number exists (ordering's back-office orders). */
  orders: { exists(number: string): Promise<boolean> };
  /** Staff names of the replies (users). */
  users: { namesOf(ids: number[]): Promise<Map<number, { name: string }>> };
  recordAudit: RecordAudit;
  /** Kicked after a commit that wrote an e-mail, so it goes out at once. */
  outbox?: { kick(): void };
  /** The shop's public origin, for the inbox link in the shop's copy. */
  origin: string;
}

const messageNotFound = () => new AppError("NOT_FOUND", "This message was not found.", "Reload the inbox.", "id");

/** Reopening goes back to "answered" once staff have replied, else to "new". */
const reopenedStatus = (replies: number): ContactStatus => (replies > 0 ? "answered" : "new");

/**
 * The contact form and the back office's inbox (issue 14, DESIGN "contact"): a message is stored and e-mailed
 * to the shop in one transaction (the outbox); staff read it, reply by e-mail (kept with it) and close it. Every
 * staff write records its audit entry in its transaction.
 */
export function createContactService(db: Db, deps: ContactDeps) {
  const kick = () => deps.outbox?.kick();

  async function full(row: repo.ContactMessageRow): Promise<ContactMessage> {
    const replies = await repo.repliesOf(db, row.id);
    const staffIds = [...new Set(replies.flatMap((r) => (r.staffId ? [r.staffId] : [])))];
    const [names, linked] = await Promise.all([
      deps.users.namesOf(staffIds),
      row.orderNumber ? deps.orders.exists(row.orderNumber) : Promise.resolve(false),
    ]);
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      mobile: row.mobile,
      subject: row.subject,
      message: row.message,
      orderNumber: row.orderNumber,
      linkedOrder: linked ? row.orderNumber : null,
      status: row.status as ContactStatus,
      locale: row.locale,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      replyCount: replies.length,
      replies: replies.map((r) => ({
        id: r.id,
        body: r.body,
        staffName: (r.staffId && names.get(r.staffId)?.name) || null,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  return {
    /** Back office's customers (issue 15): what was sent from this e-mail and the shop's replies, for the export. */
    async messagesFrom(email: string) {
      const found = await repo.messagesFrom(db, email.trim().toLowerCase());
      return found.map(({ row, replies }) => ({
        subject: row.subject,
        message: row.message,
        name: row.name,
        mobile: row.mobile,
        orderNumber: row.orderNumber,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        replies: replies.map((r) => ({ body: r.body, createdAt: r.createdAt.toISOString() })),
      }));
    },

    /** Inside a customer's erasure (issue 15): the messages from their e-mail and the replies go. */
    erase: (tx: Db, email: string) => repo.deleteMessagesFrom(tx, email.trim().toLowerCase()),

    /**
     * A visitor's message. A filled honeypot gets the same answer with an id that names nothing, and nothing is
     * stored or sent, so a robot cannot tell.
     */
    async send(input: SendInput): Promise<{ messageId: number }> {
      if (input.website?.trim()) return { messageId: randomInt(1, 2 ** 31 - 1) };
      const { contacts } = await deps.settings.publicConfig();
      const row = await db.transaction(async (tx) => {
        const saved = await repo.insertMessage(tx, {
          name: input.name,
          email: input.email.toLowerCase(),
          mobile: input.mobile ?? null,
          orderNumber: input.orderNumber ?? null,
          subject: input.subject,
          message: input.message,
          locale: input.locale ?? "en",
        });
        // Kept for the inbox even while the shop has no address set to copy it to.
        if (!contacts.email) return saved;
        await enqueueContactToShop(tx, {
          to: contacts.email,
          locale: "en",
          messageId: saved.id,
          name: saved.name,
          email: saved.email,
          mobile: saved.mobile,
          orderNumber: saved.orderNumber,
          subject: saved.subject,
          message: saved.message,
          link: `${deps.origin}/admin/messages/${saved.id}`,
        });
        return saved;
      });
      kick();
      return { messageId: row.id };
    },

    async search(filter: { status?: ContactStatus; from: number; limit: number }): Promise<ContactSearchResponse> {
      const { rows, totalCount } = await repo.searchMessages(db, {
        status: filter.status,
        offset: filter.from * filter.limit,
        limit: filter.limit,
      });
      return {
        messages: rows.map((r) => ({
          ...r,
          status: r.status as ContactStatus,
          createdAt: r.createdAt.toISOString(),
          replyCount: Number(r.replyCount),
        })),
        totalCount,
      };
    },

    async detail(id: number): Promise<ContactDetailResponse> {
      const row = await repo.findMessage(db, id);
      if (!row) throw messageNotFound();
      return { message: await full(row) };
    },

    /** E-mails the reply to the visitor from the shop, keeps it with the message, and marks it answered. */
    async reply(staff: AuditActor, input: { id: number; body: string }): Promise<ContactDetailResponse> {
      const row = await db.transaction(async (tx) => {
        const before = await repo.findMessage(tx, input.id, { lock: true });
        if (!before) throw messageNotFound();
        const reply = await repo.insertReply(tx, { messageId: before.id, staffId: staff.id, body: input.body });
        const after = (await repo.setStatus(tx, before.id, "answered")) ?? before;
        await enqueueContactReply(tx, {
          to: before.email,
          locale: before.locale,
          name: before.name,
          subject: before.subject,
          body: input.body,
          original: before.message,
        });
        await recordAudit(tx, staff, "contact.reply", before, { status: after.status, replyId: reply.id });
        return after;
      });
      kick();
      return { message: await full(row) };
    },

    /** Closes a message, or reopens it. */
    async setStatus(
      staff: AuditActor,
      input: { id: number; status: "closed" | "open" },
    ): Promise<ContactDetailResponse> {
      const row = await db.transaction(async (tx) => {
        const before = await repo.findMessage(tx, input.id, { lock: true });
        if (!before) throw messageNotFound();
        const status =
          input.status === "closed" ? "closed" : reopenedStatus((await repo.repliesOf(tx, before.id)).length);
        if (status === before.status) return before;
        const after = (await repo.setStatus(tx, before.id, status)) ?? before;
        const action = input.status === "closed" ? "contact.close" : "contact.reopen";
        await recordAudit(tx, staff, action, before, { status: after.status });
        return after;
      });
      return { message: await full(row) };
    },
  };

  function recordAudit(
    tx: Db,
    staff: AuditActor,
    action: string,
    before: repo.ContactMessageRow,
    after: Record<string, unknown>,
  ) {
    return deps.recordAudit(tx, staff, {
      action,
      entity: "contact_message",
      entityId: String(before.id),
      before: { status: before.status },
      after,
    });
  }
}
export type ContactService = ReturnType<typeof createContactService>;
