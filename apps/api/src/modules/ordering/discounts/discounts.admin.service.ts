import type {
  DiscountCode,
  DiscountCodeSearchRequest,
  DiscountCodeUpdateRequest,
  DiscountCodeValues,
} from "@shop/shared";
import type { Db } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import { isUniqueViolation } from "../../../lib/unique-violation";
import type { AuditActor, RecordAudit } from "../../audit/audit.service";
import {
  codeById,
  type DiscountCodeRow,
  everRedeemed,
  insertCode,
  searchCodes,
  setCodeActive,
  updateCode,
} from "./discounts.admin.repo";

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toDiscountCode(row: DiscountCodeRow): DiscountCode {
  return {
    ...row,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    remaining: row.usageLimit === null ? null : Math.max(0, row.usageLimit - row.used),
  };
}

/** What the audit log keeps of a code: its settings, not its figures (they change with every order). */
const audited = (row: DiscountCodeRow | null) =>
  row && {
    code: row.code,
    kind: row.kind,
    value: row.value,
    minSubtotal: row.minSubtotal,
    categoryId: row.categoryId,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    active: row.active,
  };

const notFound = () =>
  new AppError("NOT_FOUND", "This discount code was not found.", "Reload the list of codes.", "id");
const codeTaken = (code: string) =>
  new AppError(
    "CONFLICT",
    `The code ${code} exists already (codes do not depend on upper or lower case).`,
    "Choose another code, or edit the existing one.",
    "code",
  );
const unknownCategory = () =>
  new AppError("VALIDATION_FAILED", "This category does not exist.", "Choose a category from the list.", "categoryId");

/** PostgreSQL's foreign_key_violation: the only foreign key written here is the category. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23503") return true;
  }
  return false;
}

/**
 * The back office's discount codes (issue 16, area "commerce"). Each write runs in one transaction with its audit
 * entry (before and after). Rules (decision 0017): the text of a code that any order redeemed cannot change (the
 * orders, invoices and reports carry it); its kind, value, minimum, category and dates may, for later orders only;
 * the total limit cannot go below the uses already made.
 */
export function createDiscountAdmin(db: Db, recordAudit: RecordAudit) {
  async function write(
    actor: AuditActor,
    action: string,
    code: string,
    run: (tx: Db) => Promise<{ before: DiscountCodeRow | null; id: number }>,
  ): Promise<DiscountCode> {
    const after = await db
      .transaction(async (tx) => {
        const { before, id } = await run(tx);
        const row = (await codeById(tx, id))!;
        const entry = {
          action,
          entity: "discount_code",
          entityId: String(id),
          before: audited(before),
          after: audited(row),
        };
        await recordAudit(tx, actor, entry);
        return row;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw codeTaken(code);
        if (isForeignKeyViolation(error)) throw unknownCategory();
        throw error;
      });
    return toDiscountCode(after);
  }

  async function locked(tx: Db, id: number): Promise<DiscountCodeRow> {
    const row = await codeById(tx, id, true);
    if (!row) throw notFound();
    return row;
  }

  return {
    async search(request: DiscountCodeSearchRequest) {
      const { q, status, from = 0, limit = 20 } = request ?? {};
      const { rows, total } = await searchCodes(db, { q, status }, { offset: from * limit, limit });
      return { codes: rows.map(toDiscountCode), totalCount: total };
    },

    async add(actor: AuditActor, values: DiscountCodeValues) {
      const discountCode = await write(actor, "discount_code.create", values.code, async (tx) => ({
        before: null,
        id: await insertCode(tx, values),
      }));
      return { discountCode };
    },

    async update(actor: AuditActor, { id, ...values }: DiscountCodeUpdateRequest) {
      const discountCode = await write(actor, "discount_code.update", values.code, async (tx) => {
        const before = await locked(tx, id);
        if (values.code !== before.code && (before.used > 0 || (await everRedeemed(tx, id)))) {
          throw new AppError(
            "CONFLICT",
            `The code ${before.code} has been used, so its text cannot change.`,
            "Keep the text; make a new code for a new name.",
            "code",
          );
        }
        if (values.usageLimit !== null && values.usageLimit < before.used) {
          throw new AppError(
            "VALIDATION_FAILED",
            `The code has been used ${before.used} times; the limit cannot be lower.`,
            `Set a limit of at least ${before.used}, or none.`,
            "usageLimit",
          );
        }
        await updateCode(tx, id, values);
        return { before, id };
      });
      return { discountCode };
    },

    async setActive(actor: AuditActor, id: number, active: boolean) {
      const discountCode = await write(actor, active ? "discount_code.on" : "discount_code.off", "", async (tx) => {
        const before = await locked(tx, id);
        await setCodeActive(tx, id, active);
        return { before, id };
      });
      return { discountCode };
    },
  };
}
export type DiscountAdmin = ReturnType<typeof createDiscountAdmin>;
