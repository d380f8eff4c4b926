import { and, desc, eq, gte, like, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";

export interface AuditRow {
  actorId: number;
  actorRole: string;
  action: string;
  entity: string;
  entityId: string;
  productId: number | null;
  before: unknown;
  after: unknown;
}

/** Entries (one statement), written with the caller's transaction (`tx`): they stand or fall with the write. */
export async function insertAuditRows(tx: Db, rows: readonly AuditRow[]): Promise<void> {
  await tx
    .insert(auditLog)
    .values(rows.map((row) => ({ ...row, before: row.before ?? null, after: row.after ?? null })));
}

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  /** Every entry about the product: its own saves and its SKUs', pictures' and prices' changes. */
  productId?: number;
  actorId?: number;
  /** Exact, or a prefix when it ends with a dot ("product."). */
  action?: string;
  /** Instants: at >= since, at < until. */
  since?: Date;
  until?: Date;
  offset: number;
  limit: number;
}

/** `like` pattern of a literal prefix (its % _ \ escaped). */
const prefixPattern = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The page of entries newest first, and how many match in all (a window count over the same filter). */
export async function searchAuditRows(db: Db, filter: AuditFilter) {
  const where: SQL[] = [];
  if (filter.entity !== undefined) where.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId !== undefined) where.push(eq(auditLog.entityId, filter.entityId));
  if (filter.productId !== undefined) where.push(eq(auditLog.productId, filter.productId));
  if (filter.actorId !== undefined) where.push(eq(auditLog.actorId, filter.actorId));
  if (filter.action !== undefined) {
    where.push(
      filter.action.endsWith(".")
        ? like(auditLog.action, prefixPattern(filter.action))
        : eq(auditLog.action, filter.action),
    );
  }
  if (filter.since) where.push(gte(auditLog.at, filter.since));
  if (filter.until) where.push(lt(auditLog.at, filter.until));
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorRole: auditLog.actorRole,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      productId: auditLog.productId,
      before: auditLog.before,
      after: auditLog.after,
      totalCount: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return rows;
}
