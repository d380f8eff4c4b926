import type { Db } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import type { Shopper } from "../discounts/discounts.repo";
import type { Discounts, UsableCode } from "../discounts/discounts.service";
import type { WriteOutcome } from "./checkout.repo";
import { writeDraft } from "./checkout.write";

/**
 * The order's discount code looked up (undefined: none), or the error to refuse the order with (DISCOUNT_*,
 * RATE_LIMITED): the caller answers it through refuse, so a retry of an order already placed gets that order.
 */
export async function codeOfOrder(
  discounts: Discounts,
  typed: string | undefined,
  shopper: Shopper,
  ip: string,
): Promise<UsableCode | null | AppError> {
  if (!typed) return null;
  try {
    return await discounts.lookup(typed, shopper, ip);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/** An outcome other than "placed": the transaction is rolled back, the code's use with it. */
class NotPlaced extends Error {
  constructor(readonly outcome: WriteOutcome) {
    super(`order not placed: ${outcome}`);
  }
}

/**
 * Writes the order, with a discount code in one transaction (issue 16): the code's use is claimed first (its row
 * locked, so the last use goes to one order only and the shopper's uses are counted after every earlier one
 * committed), then the order's one statement (writeOrder), then the redemption. Anything but "placed" rolls it
 * all back; a code no longer usable answers its DISCOUNT_* error (nothing written, no stock taken). Without a
 * code: writeDraft alone, as before.
 */
export async function writeWithCode(
  db: Db,
  withCode: { code: UsableCode; discounts: Discounts; shopper: Shopper; discount: number } | null,
  draft: Parameters<typeof writeDraft>[1],
): Promise<WriteOutcome | AppError> {
  if (!withCode) return writeDraft(db, draft);
  const { code, discounts, shopper, discount } = withCode;
  try {
    return await db.transaction(async (tx) => {
      await discounts.claim(tx, code, shopper);
      const outcome = await writeDraft(tx, draft);
      if (outcome !== "placed") throw new NotPlaced(outcome);
      await discounts.record(tx, code, { orderId: draft.rows.order.id, shopper, discount });
      return outcome;
    });
  } catch (error) {
    if (error instanceof NotPlaced) return error.outcome;
    if (error instanceof AppError && error.code.startsWith("DISCOUNT_")) return error;
    throw error;
  }
}
