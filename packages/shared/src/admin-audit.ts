import { z } from "zod";
import { isoDateField } from "./delivery";
import { idField, safeText } from "./safe-text";

/**
 * Wire shapes of the back office's audit log (issue 13 "Audit log"): every staff write, who, when, what, before
 * and after; ADMIN and SUPER_ADMIN read it as a whole or per entity (a product's history).
 */

/** What a write was done to: "product", "sku", "order", "settings"... and its id ("42", "BST-...", "delivery"). */
const entityField = safeText().trim().min(1).max(40);
const entityIdField = safeText().trim().min(1).max(100);

/** admin/audit/search: every filter optional; dates are Asia/Dubai calendar days, both ends included. */
export const auditSearchRequestSchema = z
  .object({
    entity: entityField.optional(),
    entityId: entityIdField.optional(),
    /** A product's whole history: its saves and its SKUs', pictures', prices' and stock's changes. */
    productId: idField.optional(),
    actorId: idField.optional(),
    /** Exact action ("product.update") or every action of an entity with its prefix and a dot ("product."). */
    action: safeText().trim().min(1).max(60).optional(),
    fromDate: isoDateField.optional(),
    toDate: isoDateField.optional(),
    /** Zero-based page number (SPEC 3 pagination). */
    from: z.number().int().min(0).max(10_000).optional().default(0),
    limit: z.number().int().min(1).max(100).optional().default(20),
  })
  .nullish();
export type AuditSearchRequest = z.infer<typeof auditSearchRequestSchema>;

/** One recorded write, newest first; the actor's name and e-mail as they are now (null once the account is gone). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int(),
  actorRole: z.string(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** The product the entry concerns, when it concerns one. */
  productId: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditSearchResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  totalCount: z.number().int(),
});
export type AuditSearchResponse = z.infer<typeof auditSearchResponseSchema>;
