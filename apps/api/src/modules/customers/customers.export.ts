import type { ShopperRow } from "../users/users.customers";
import type { CustomersDeps } from "./customers.service";

/**
 * A customer's data export (issue 15, UAE PDPL access request): their profile, address book, orders with lines,
 * reviews, newsletter subscription, the contact messages sent from their e-mail with the shop's replies, wish list
 * and cart. Only this customer's: everything is read by their account id or their e-mail.
 */
export async function buildCustomerExport(deps: Omit<CustomersDeps, "db" | "recordAudit">, row: ShopperRow) {
  const [addresses, orders, reviews, newsletter, contactMessages, wishlist, cart] = await Promise.all([
    deps.addresses.list(row.id),
    deps.orders.exportOf(row.id, row.emailVerifiedAt ? row.email : null),
    deps.reviews.exportOf(row.id),
    deps.newsletter.subscriptionOf(row.email),
    deps.contact.messagesFrom(row.email),
    deps.wishlist.search(row.id, "en"),
    deps.cart.search(row.id, "en"),
  ]);
  const skuLine = (line: { skuId: number; product: { name: string }; sku: { options: unknown } }) => ({
    skuId: line.skuId,
    product: line.product.name,
    options: line.sku.options,
  });
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      customerId: row.id,
      name: row.name,
      email: row.email,
      mobile: row.mobile,
      locale: row.locale,
      createdAt: row.createdAt.toISOString(),
      emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
      disabledAt: row.disabledAt?.toISOString() ?? null,
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      hasProfileImage: row.profileImage !== null,
    },
    addresses: addresses.addresses,
    orders,
    reviews,
    newsletter: newsletter && {
      email: newsletter.email,
      status: newsletter.status,
      source: newsletter.source,
      createdAt: newsletter.createdAt,
      confirmedAt: newsletter.confirmedAt,
      unsubscribedAt: newsletter.unsubscribedAt,
    },
    contactMessages,
    wishlist: wishlist.jWishLists.map(skuLine),
    cart: cart.jcarts.map((line) => ({ ...skuLine(line), qty: line.qty })),
  };
}
