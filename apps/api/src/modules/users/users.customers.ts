import type { CustomerProfile, CustomerSearchResponse, CustomerSummary } from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { ProfileImages } from "./profile-image";
import * as repo from "./users.customers.repo";
import type { UserRow } from "./users.repo";

/** A shopper's account row, as the customers module receives it. */
export type ShopperRow = UserRow;

const SHOPPER_ROLE = "ROLE_USER";
const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toSummary(row: UserRow): CustomerSummary {
  return {
    customerId: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    createdAt: row.createdAt.toISOString(),
    verified: row.emailVerifiedAt !== null,
    disabled: row.disabledAt !== null,
  };
}

export function toCustomerProfile(row: UserRow): CustomerProfile {
  return {
    ...toSummary(row),
    locale: row.locale,
    disabledAt: iso(row.disabledAt),
    lastLoginAt: iso(row.lastLoginAt),
    hasProfileImage: row.profileImage !== null,
  };
}

export const customerNotFound = () =>
  new AppError("NOT_FOUND", "The customer was not found.", "Search the customer list again.", "customerId");

/**
 * The users module's part of the back office's customers (issue 15): shopper accounts only (role ROLE_USER). The
 * customers service composes it with the other modules' parts and holds the transaction; the functions taking `tx`
 * run inside it.
 */
export function createShopperAccounts(db: Db, profileImages: ProfileImages) {
  return {
    async search(filter: {
      query?: string;
      state?: "active" | "disabled";
      from: number;
      limit: number;
    }): Promise<CustomerSearchResponse> {
      const { rows, totalCount } = await repo.searchShoppers(db, {
        query: filter.query || undefined,
        state: filter.state,
        offset: filter.from * filter.limit,
        limit: filter.limit,
      });
      return { customers: rows.map(toSummary), totalCount };
    },

    /**
     * The shopper's account row, locked in `tx` when given (a write). An unknown id is NOT_FOUND; a staff account is
     * NOT_FOUND to read and FORBIDDEN to change: staff are the staff area's (part of issue 15 too).
     */
    async shopper(id: number, tx?: Db): Promise<UserRow> {
      const row = await repo.findAccount(tx ?? db, id, { lock: tx !== undefined });
      if (!row) throw customerNotFound();
      if (row.role !== SHOPPER_ROLE) {
        if (!tx) throw customerNotFound();
        throw new AppError(
          "FORBIDDEN",
          "This is a staff account, not a customer.",
          "Staff accounts are managed on the staff page.",
          "customerId",
        );
      }
      return row;
    },

    /** Disables or re-enables inside `tx`; a disabled account's tokens are refused from its next request. */
    async setDisabled(tx: Db, id: number, disabled: boolean): Promise<UserRow> {
      const row = await repo.setDisabled(tx, id, disabled);
      if (!row) throw customerNotFound();
      return row;
    },

    /** Deletes the account inside `tx` (tokens and two-step rows with it); `afterCommit` removes the picture. */
    async erase(tx: Db, row: UserRow): Promise<{ afterCommit: () => Promise<void> }> {
      if (!(await repo.deleteShopper(tx, row.id))) throw customerNotFound();
      return { afterCommit: () => profileImages.remove(row.profileImage) };
    },
  };
}
export type ShopperAccounts = ReturnType<typeof createShopperAccounts>;
