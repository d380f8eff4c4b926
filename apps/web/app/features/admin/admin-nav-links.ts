import { type BackOfficeArea, backOfficeAreasOf } from "@shop/shared/core";

export interface AdminNavLink {
  to: string;
  labelKey: string;
  area: BackOfficeArea;
}

/** The back office's pages, in the order of its navigation, with the role-table area each one belongs to. */
export const adminNavLinks: readonly AdminNavLink[] = [
  { to: "/admin", labelKey: "admin.dashboard.title", area: "dashboard" },
  { to: "/admin/products", labelKey: "admin.products.title", area: "catalogue" },
  { to: "/admin/stock", labelKey: "admin.stock.title", area: "catalogue" },
  { to: "/admin/stock-alerts", labelKey: "admin.stockAlerts.title", area: "catalogue" },
  { to: "/admin/categories", labelKey: "admin.categories.title", area: "catalogue" },
  { to: "/admin/menus", labelKey: "admin.menus.title", area: "catalogue" },
  { to: "/admin/guides", labelKey: "admin.guides.title", area: "catalogue" },
  { to: "/admin/pages", labelKey: "admin.pages.title", area: "catalogue" },
  { to: "/admin/lookbook", labelKey: "admin.lookbook.title", area: "catalogue" },
  { to: "/admin/orders", labelKey: "admin.orders.title", area: "orders" },
  { to: "/admin/deliveries", labelKey: "admin.deliveries.title", area: "orders" },
  { to: "/admin/customers", labelKey: "admin.customers.title", area: "customers" },
  { to: "/admin/messages", labelKey: "admin.messages.title", area: "engagement" },
  { to: "/admin/reviews", labelKey: "admin.reviews.title", area: "engagement" },
  { to: "/admin/newsletter", labelKey: "admin.newsletter.title", area: "engagement" },
  { to: "/admin/reports", labelKey: "admin.reports.title", area: "commerce" },
  { to: "/admin/discounts", labelKey: "admin.discounts.title", area: "commerce" },
  { to: "/admin/settings", labelKey: "admin.settings.title", area: "settings" },
  { to: "/admin/staff", labelKey: "admin.staff.title", area: "staff" },
  { to: "/admin/audit", labelKey: "admin.audit.title", area: "audit" },
];

/**
 * DESIGN "Back office": the links `role` may use. A role the page does not know yet (the server render, before
 * the stored user is read) gets the manager's links; the server still guards every page and call.
 */
export function adminNavLinksFor(role: string | null | undefined): AdminNavLink[] {
  const areas = new Set(backOfficeAreasOf(role ?? "ROLE_MANAGER"));
  return adminNavLinks.filter((link) => areas.has(link.area));
}
