import type { AppliedCode } from "@shop/shared";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { RetryLaterError } from "../../../lib/app-error";
import { countSharedHit } from "../../../lib/rate-limit-store";
import {
  type CodeLookup,
  type CodeRow,
  claimUse,
  codeLookupSql,
  codeNow,
  findCode,
  insertRedemption,
  releaseUse,
  type Shopper,
  shopperUses,
} from "./discounts.repo";
import { appliedOf, codeProblem, invalidCode, normaliseCode, shopperLimitProblem } from "./discounts.rules";

/** Guessing codes is an attack: this many failed codes per client address and window answer RATE_LIMITED. */
export const FAILED_CODES_PER_WINDOW = 10;
export const FAILED_CODES_WINDOW_MS = 10 * 60_000;

/** A code's lookup to run: its SQL (null when the code typed is blank once trimmed) and the client's address. */
export interface CodeQuery {
  ip: string;
  sql: SQL | null;
}

/** A code found usable, as checkout prices an order with it and later claims it. */
export interface UsableCode {
  id: number;
  /** As stored (upper-case): on the quote, the order and the e-mail. */
  code: string;
  applied: AppliedCode;
}

export interface DiscountOptions {
  maxFailures?: number;
  windowMs?: number;
}

/**
 * Discount codes at checkout (issue 16): looking a code up for a quote or an order (rate-limited per client
 * address: only failed lookups count), claiming a use in the order's transaction, giving it back on cancellation.
 */
export function createDiscounts(db: Db, options: DiscountOptions = {}) {
  const maxFailures = options.maxFailures ?? FAILED_CODES_PER_WINDOW;
  const windowMs = options.windowMs ?? FAILED_CODES_WINDOW_MS;
  const keyOf = (ip: string) => `discount-code ${ip}`;

  const tooManyTries = () =>
    new RetryLaterError(
      "Too many discount codes tried. Please wait a few minutes and try again.",
      "Check the code in the offer you received.",
      Math.ceil(windowMs / 1000),
    );

  const discounts = {
    /**
     * The lookup of the code typed, to run alone (lookup) or inside another statement (checkout's quote reads it
     * with the prices); null when nothing is left of it once trimmed.
     */
    query(typed: string, shopper: Shopper, ip: string): CodeQuery {
      const code = normaliseCode(typed);
      return { ip, sql: code ? codeLookupSql(code, shopper, { key: keyOf(ip), windowMs }) : null };
    },

    /**
     * What a code's lookup found: the code if this shopper can use it now; else its DISCOUNT_* error (field
     * discountCode), or RATE_LIMITED once this address failed too many codes. A code unknown, inactive, not
     * started or expired counts as a failed attempt.
     */
    async settle(query: CodeQuery, found: CodeLookup | null): Promise<UsableCode> {
      if (!query.sql || !found) throw invalidCode();
      if (found.failedAttempts >= maxFailures) throw tooManyTries();
      const problem = codeProblem(found.row);
      if (problem) {
        if (problem.code === "DISCOUNT_INVALID" || problem.code === "DISCOUNT_EXPIRED") {
          await countSharedHit(db, keyOf(query.ip), windowMs);
        }
        throw problem;
      }
      const row = found.row as CodeRow;
      return { id: row.id, code: row.code, applied: appliedOf(row) };
    },

    /** The code typed, looked up on its own (placeOrder), then settled. */
    async lookup(typed: string, shopper: Shopper, ip: string): Promise<UsableCode> {
      const query = discounts.query(typed, shopper, ip);
      return discounts.settle(query, query.sql ? await findCode(db, query.sql) : null);
    },

    /**
     * Takes one use of the code for the order, in the order's transaction and before the order is written: the
     * conditional increment locks the code's row (concurrent orders of the code queue there, so the last use goes
     * to exactly one of them), then the shopper's committed uses are counted. Throws the DISCOUNT_* error when the
     * code stopped being usable since it was read; the caller rolls back.
     */
    async claim(tx: Db, code: UsableCode, shopper: Shopper): Promise<void> {
      const claimed = await claimUse(tx, code.id);
      if (!claimed) throw codeProblem(await codeNow(tx, code.id)) ?? invalidCode();
      const limit = shopperLimitProblem(claimed.perCustomerLimit, await shopperUses(tx, code.id, shopper));
      if (limit) throw limit;
    },

    /** The redemption of a claimed use, once the order is written (same transaction). */
    record: (tx: Db, code: UsableCode, use: { orderId: number; shopper: Shopper; discount: number }) =>
      insertRedemption(tx, { codeId: code.id, ...use }),

    /** A card order cancelled before payment (or its hold expired) gives its use back, in the cancel's transaction. */
    release: (tx: Db, orderId: number) => releaseUse(tx, orderId),
  };
  return discounts;
}
export type Discounts = ReturnType<typeof createDiscounts>;
