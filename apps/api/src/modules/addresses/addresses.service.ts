import { type Address, type AddressInput, type Emirate, MAX_ADDRESSES, normaliseMobile } from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import {
  type AddressRow,
  type AddressValues,
  clearDefault,
  countAddresses,
  deleteAddress,
  deleteAllAddresses,
  findAddress,
  insertAddress,
  listAddresses,
  lockAddressBook,
  promoteNewest,
  updateAddress,
} from "./addresses.repo";

const orNull = (value: string | undefined) => (value ? value : null);

export function toAddress(row: AddressRow): Address {
  return {
    addressId: row.id,
    label: row.label,
    recipient: row.recipient,
    emirate: row.emirate as Emirate,
    area: row.area,
    street: row.street,
    building: row.building,
    apartment: row.apartment,
    landmark: row.landmark,
    mobile: row.mobile,
    notes: row.notes,
    isDefault: row.isDefault,
  };
}

/** The stored columns of an address from its input: optional texts empty -> null, mobile as +9715XXXXXXXX. */
export function addressValues(input: AddressInput): AddressValues {
  return {
    label: orNull(input.label),
    recipient: input.recipient,
    emirate: input.emirate,
    area: input.area,
    street: input.street,
    building: input.building,
    apartment: orNull(input.apartment),
    landmark: orNull(input.landmark),
    mobile: normaliseMobile(input.mobile),
    notes: orNull(input.notes),
  };
}

const addressNotFound = () => notFound("The address");

/**
 * A member's address book: at most MAX_ADDRESSES, the first one is the default and there is always exactly one
 * default while any address exists. Another member's address id answers NOT_FOUND, as an unknown one does.
 */
export function createAddressService(db: Db) {
  const list = async (userId: number) => ({ addresses: (await listAddresses(db, userId)).map(toAddress) });

  /** Runs a change of one member's book in a transaction that holds the book's lock. */
  const change = (userId: number, work: (tx: Db) => Promise<void>) =>
    db.transaction(async (tx) => {
      await lockAddressBook(tx, userId);
      await work(tx);
    });

  return {
    list,

    /** Inside a customer's erasure (issue 15): the whole address book goes, under its lock. */
    async eraseAll(tx: Db, userId: number): Promise<number> {
      await lockAddressBook(tx, userId);
      return deleteAllAddresses(tx, userId);
    },

    /** One saved address of the member, or NOT_FOUND. */
    async find(userId: number, addressId: number): Promise<Address> {
      const row = await findAddress(db, userId, addressId);
      if (!row) throw addressNotFound();
      return toAddress(row);
    },

    async add(userId: number, input: AddressInput) {
      await change(userId, async (tx) => {
        const count = await countAddresses(tx, userId);
        if (count >= MAX_ADDRESSES) {
          throw new AppError(
            "CONFLICT",
            `You can keep at most ${MAX_ADDRESSES} addresses.`,
            "Delete an address you no longer use, then add this one.",
          );
        }
        const isDefault = count === 0 || input.isDefault === true;
        if (isDefault) await clearDefault(tx, userId);
        await insertAddress(tx, userId, { ...addressValues(input), isDefault });
      });
      return list(userId);
    },

    /** Replaces the address; isDefault true makes it the default (false never leaves the book without one). */
    async update(userId: number, addressId: number, input: AddressInput) {
      await change(userId, async (tx) => {
        const existing = await findAddress(tx, userId, addressId);
        if (!existing) throw addressNotFound();
        const makeDefault = input.isDefault === true && !existing.isDefault;
        if (makeDefault) await clearDefault(tx, userId);
        await updateAddress(tx, userId, addressId, {
          ...addressValues(input),
          ...(makeDefault ? { isDefault: true } : {}),
        });
      });
      return list(userId);
    },

    /** Deleting the default makes the newest remaining address the default. */
    async remove(userId: number, addressId: number) {
      await change(userId, async (tx) => {
        const deleted = await deleteAddress(tx, userId, addressId);
        if (!deleted) throw addressNotFound();
        if (deleted.isDefault) await promoteNewest(tx, userId);
      });
      return list(userId);
    },

    async setDefault(userId: number, addressId: number) {
      await change(userId, async (tx) => {
        const existing = await findAddress(tx, userId, addressId);
        if (!existing) throw addressNotFound();
        if (existing.isDefault) return;
        await clearDefault(tx, userId);
        await updateAddress(tx, userId, addressId, { isDefault: true });
      });
      return list(userId);
    },
  };
}
export type AddressService = ReturnType<typeof createAddressService>;
