import type { CustomerOrder, OrderStatus } from "@shop/shared";
import type { Db } from "../../../db/client";
import * as repo from "./orders.customers.repo";

/**
 * Ordering's part of the back office's customers (issue 15): a customer's orders and lifetime spend, their orders
 * with lines for the data export, and keeping the orders without the personal data when a customer is erased.
 */
export function createCustomerOrders(db: Db) {
  return {
    /** `verifiedEmail`: the account's e-mail once verified (its unclaimed guest orders count), else null. */
    async summaryOf(userId: number, verifiedEmail: string | null, limit: number) {
      const { rows, orderCount, lifetimeSpend } = await repo.customerOrders(db, userId, verifiedEmail, limit);
      const orders: CustomerOrder[] = rows.map((r) => ({
        number: r.number,
        createdAt: new Date(r.createdAt).toISOString(),
        status: r.status as OrderStatus,
        paymentStatus: r.paymentStatus,
        total: r.total,
        refunded: r.refunded,
      }));
      return { orders, orderCount, lifetimeSpend };
    },

    exportOf: (userId: number, verifiedEmail: string | null) => repo.customerOrdersWithLines(db, userId, verifiedEmail),

    /** Inside the erasure's transaction; answers how many orders were kept without their personal data. */
    erase: (tx: Db, userId: number, verifiedEmail: string | null) =>
      repo.eraseCustomerOrders(tx, userId, verifiedEmail),
  };
}
export type CustomerOrders = ReturnType<typeof createCustomerOrders>;
