import {
  CUSTOMER_DETAIL_ORDERS,
  type CustomerDetailResponse,
  type CustomerEraseResponse,
  type CustomerStateResponse,
} from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { AddressService } from "../addresses/addresses.service";
import type { AuditActor, RecordAudit } from "../audit/audit.service";
import type { CartService } from "../cart/cart.service";
import type { StockAlertService } from "../catalogue/catalogue.alerts.service";
import type { ContactService } from "../contact/contact.service";
import { forgetRecipient } from "../mail/mail.service";
import type { NewsletterService } from "../newsletter/newsletter.service";
import type { CustomerOrders } from "../ordering/orders/orders.customers";
import type { CustomerReviews } from "../reviews/reviews.customers";
import { type ShopperAccounts, type ShopperRow, toCustomerProfile } from "../users/users.customers";
import type { WishlistService } from "../wishlist/wishlist.service";
import { buildCustomerExport } from "./customers.export";

/** What the customers module uses: the services of the modules that own a customer's data (it owns no table). */
export interface CustomersDeps {
  db: Db;
  shoppers: ShopperAccounts;
  orders: CustomerOrders;
  addresses: Pick<AddressService, "list" | "eraseAll">;
  newsletter: Pick<NewsletterService, "subscriptionOf" | "forget">;
  /** Back-in-stock alerts (issue 16): the address's go with the erasure. */
  stockAlerts: Pick<StockAlertService, "forget">;
  reviews: CustomerReviews;
  contact: Pick<ContactService, "messagesFrom" | "erase">;
  wishlist: Pick<WishlistService, "search" | "erase">;
  cart: Pick<CartService, "search" | "erase">;
  recordAudit: RecordAudit;
}

/** The account's e-mail once verified: the guest orders placed with it are the customer's too. */
export const verifiedEmailOf = (row: ShopperRow) => (row.emailVerifiedAt ? row.email : null);

const newsletterOf = (row: Awaited<ReturnType<CustomersDeps["newsletter"]["subscriptionOf"]>>) =>
  row
    ? {
        status: row.status,
        since:
          row.status === "subscribed"
            ? row.confirmedAt
            : row.status === "unsubscribed"
              ? row.unsubscribedAt
              : row.createdAt,
      }
    : { status: "none" as const, since: null };

/**
 * The back office's customers (issue 15, DESIGN "Back office", area "customers"): list and detail, disable and
 * re-enable, the data export and the erasure on request (UAE PDPL). Each part comes from the module that owns it;
 * the writes run in one transaction here, with their audit entry, which never holds the customer's personal data
 * (an erased customer must not live on in the audit log).
 */
export function createCustomersService(deps: CustomersDeps) {
  const { db, shoppers, recordAudit } = deps;

  async function setDisabled(staff: AuditActor, customerId: number, disabled: boolean): Promise<CustomerStateResponse> {
    const row = await db.transaction(async (tx) => {
      const before = await shoppers.shopper(customerId, tx);
      if ((before.disabledAt !== null) === disabled) return before;
      const after = await shoppers.setDisabled(tx, customerId, disabled);
      await recordAudit(tx, staff, {
        action: disabled ? "customer.disable" : "customer.enable",
        entity: "customer",
        entityId: String(customerId),
        before: { disabledAt: before.disabledAt?.toISOString() ?? null },
        after: { disabledAt: after.disabledAt?.toISOString() ?? null },
      });
      return after;
    });
    return { customer: toCustomerProfile(row) };
  }

  /**
   * Erasure (UAE PDPL), all or nothing: the account, address book, wish list, cart, profile picture, newsletter
   * subscription, reviews, contact messages and the e-mails to them go; the orders stay for the tax record (totals,
   * lines, emirate) with name, e-mail, mobile and address replaced by the erased marker. `confirm` checks the
   * request against the locked row and names who is recorded as doing it.
   */
  async function eraseAccount(
    customerId: number,
    confirm: (row: ShopperRow) => { actor: AuditActor; action: string },
  ): Promise<CustomerEraseResponse> {
    const { ordersKept, after } = await db.transaction(async (tx) => {
      const row = await shoppers.shopper(customerId, tx);
      const { actor, action } = confirm(row);
      const email = row.email;
      const ordersKept = await deps.orders.erase(tx, row.id, verifiedEmailOf(row));
      const addresses = await deps.addresses.eraseAll(tx, row.id);
      await deps.wishlist.erase(tx, row.id);
      await deps.cart.erase(tx, row.id);
      const reviews = await deps.reviews.erase(tx, row.id);
      const newsletter = await deps.newsletter.forget(tx, email);
      await deps.stockAlerts.forget(tx, email);
      const messages = await deps.contact.erase(tx, email);
      // The outbox and the kept mail hold copies of what was sent to them (names, addresses, orders).
      const mails = await forgetRecipient(tx, email);
      const account = await shoppers.erase(tx, row);
      await recordAudit(tx, actor, {
        action,
        entity: "customer",
        entityId: String(row.id),
        before: null,
        after: { ordersKept, addresses, reviews: reviews.count, newsletter, messages, mails },
      });
      return { ordersKept, after: [account.afterCommit, reviews.afterCommit] };
    });
    // Files live outside the database: removed once the erasure is committed.
    for (const work of after) await work().catch(() => {});
    return { erased: true, ordersKept };
  }

  return {
    search: shoppers.search,

    async detail(customerId: number): Promise<CustomerDetailResponse> {
      const row = await shoppers.shopper(customerId);
      const [orders, addresses, subscription, reviews] = await Promise.all([
        deps.orders.summaryOf(customerId, verifiedEmailOf(row), CUSTOMER_DETAIL_ORDERS),
        deps.addresses.list(customerId),
        deps.newsletter.subscriptionOf(row.email),
        deps.reviews.ofAuthor(customerId),
      ]);
      return {
        customer: toCustomerProfile(row),
        ...orders,
        addresses: addresses.addresses,
        newsletter: newsletterOf(subscription),
        reviews,
      };
    },

    disable: (staff: AuditActor, customerId: number) => setDisabled(staff, customerId, true),
    enable: (staff: AuditActor, customerId: number) => setDisabled(staff, customerId, false),

    /** Everything the shop holds about the customer, as one JSON document (recorded in the audit log). */
    async exportData(staff: AuditActor, customerId: number) {
      const data = await buildCustomerExport(deps, await shoppers.shopper(customerId));
      await db.transaction((tx) =>
        recordAudit(tx, staff, {
          action: "customer.export",
          entity: "customer",
          entityId: String(customerId),
          before: null,
          after: { orders: data.orders.length, reviews: data.reviews.length, messages: data.contactMessages.length },
        }),
      );
      return data;
    },

    /**
     * Erasure on request (UAE PDPL), all or nothing: the account, address book, wish list, cart, profile picture,
     * newsletter subscription, reviews, contact messages and the e-mails to them go; the orders stay for the tax record (totals, lines,
     * emirate) with name, e-mail, mobile and address replaced by the erased marker. The staff member confirms by
     * typing the customer's e-mail.
     */
    async erase(
      staff: AuditActor,
      input: { customerId: number; confirmEmail: string },
    ): Promise<CustomerEraseResponse> {
      return eraseAccount(input.customerId, (row) => {
        if (row.email.trim().toLowerCase() !== input.confirmEmail.trim().toLowerCase()) {
          throw new AppError(
            "VALIDATION_FAILED",
            "The e-mail typed is not the customer's.",
            "Type the customer's e-mail address exactly to confirm the erasure.",
            "confirmEmail",
          );
        }
        return { actor: staff, action: "customer.erase" };
      });
    },

    /**
     * Issue 16: the shopper deletes their own account (the password was checked by the users module): the same
     * erasure, audited as done by the shopper. A staff account cannot delete itself here.
     */
    async eraseOwnAccount(userId: number): Promise<CustomerEraseResponse> {
      return eraseAccount(userId, (row) => ({ actor: { id: row.id, role: row.role }, action: "customer.erase.self" }));
    },
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;
