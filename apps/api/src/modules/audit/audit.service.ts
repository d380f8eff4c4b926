import {
  type AuditEntry,
  type AuditSearchRequest,
  type AuditSearchResponse,
  addDays,
  dubaiDayStart,
} from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { insertAuditRows, searchAuditRows } from "./audit.repo";

/** A "product" entity's own id (its history), when the record names no product. */
const productOf = (record: AuditRecord) =>
  record.entity === "product" && /^\d{1,9}$/.test(record.entityId) ? Number(record.entityId) : null;

/** Who made a back-office change: the verified token's user. */
export interface AuditActor {
  id: number;
  role: string;
}

/** What a back-office write did: "product.update" to "product" "42", the state before it and after it. */
export interface AuditRecord {
  action: string;
  entity: string;
  entityId: string;
  /** The product it concerns, for a product's history; a "product" entity's own id when not given. */
  productId?: number | null;
  /** JSON values; null (or undefined) where there was nothing before (a create) or after (a delete). */
  before: unknown;
  after: unknown;
}

/**
 * Records back-office writes (issue 13 "Audit log"). Call it with the transaction of the write, so the entries are
 * written if and only if the write is: `await recordAudit(tx, actor, { action, entity, entityId, before, after })`;
 * a write of many things at once (an import) passes all its records, written in one statement.
 */
export async function recordAudit(
  tx: Db,
  actor: AuditActor,
  records: AuditRecord | readonly AuditRecord[],
): Promise<void> {
  const list = Array.isArray(records) ? records : [records as AuditRecord];
  if (!list.length) return;
  await insertAuditRows(
    tx,
    list.map((record) => ({
      actorId: actor.id,
      actorRole: actor.role,
      action: record.action,
      entity: record.entity,
      entityId: record.entityId,
      productId: record.productId ?? productOf(record),
      before: record.before,
      after: record.after,
    })),
  );
}
export type RecordAudit = typeof recordAudit;

/** What the audit module needs of the users module: current names and e-mails of staff ids. */
export interface AuditUsers {
  namesOf(ids: number[]): Promise<Map<number, { name: string; email: string }>>;
}

export function createAuditService(db: Db, users: AuditUsers) {
  return {
    /** The log newest first, filtered and paged, each entry with its actor's name and e-mail. */
    async search(request: AuditSearchRequest): Promise<AuditSearchResponse> {
      const { from = 0, limit = 20, fromDate, toDate, ...filter } = request ?? {};
      if (fromDate && toDate && fromDate > toDate) {
        throw new AppError("VALIDATION_FAILED", "The start date is after the end date.", "Swap the dates.", "toDate");
      }
      const where = {
        ...filter,
        since: fromDate ? dubaiDayStart(fromDate) : undefined,
        until: toDate ? dubaiDayStart(addDays(toDate, 1)) : undefined,
      };
      const rows = await searchAuditRows(db, { ...where, offset: from * limit, limit });
      const names = await users.namesOf([...new Set(rows.map((r) => r.actorId))]);
      const entries: AuditEntry[] = rows.map(({ totalCount: _, at, ...row }) => ({
        ...row,
        at: at.toISOString(),
        actorName: names.get(row.actorId)?.name ?? null,
        actorEmail: names.get(row.actorId)?.email ?? null,
      }));
      // A page past the end has no row to carry the count: it is counted once more (rare).
      const totalCount =
        rows[0]?.totalCount ??
        (from > 0 ? ((await searchAuditRows(db, { ...where, offset: 0, limit: 1 }))[0]?.totalCount ?? 0) : 0);
      return { entries, totalCount };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
