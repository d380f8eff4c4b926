import type { Role } from "./account";

/**
 * The back office's role table (docs/design.md "Back office"): what each staff role may do in each area. The
 * server checks every /api/v1/admin call against it (before reading the body); the web app shows each role only
 * the pages it may use. Zod-free, so the page shell may import it (through "@shop/shared/core").
 */
export const backOfficeAreas = [
  "dashboard",
  /** Products, SKUs, prices, stock, images, categories, menus, content pages, lookbook. */
  "catalogue",
  /** Orders, refunds, packing slips, a day's deliveries. */
  "orders",
  /** Reviews, messages, newsletter subscribers. */
  "engagement",
  /** Customers: view, disable, export or erase on request. */
  "customers",
  /** Discount codes and reports (sales, VAT return figures). */
  "commerce",
  /** Shop details, delivery, payment, tax, currency rates, two-step policy. */
  "settings",
  /** Staff accounts: invite, change role, disable. */
  "staff",
  "audit",
] as const;
export type BackOfficeArea = (typeof backOfficeAreas)[number];

/** "edit" includes "view". */
export type BackOfficeAccess = "view" | "edit";

type Grants = Partial<Record<Role, BackOfficeAccess>>;
const everyManager: Grants = { ROLE_SUPER_ADMIN: "edit", ROLE_ADMIN: "edit", ROLE_MANAGER: "edit" };
const managerViews: Grants = { ROLE_SUPER_ADMIN: "edit", ROLE_ADMIN: "edit", ROLE_MANAGER: "view" };

export const backOfficeGrants: Record<BackOfficeArea, Grants> = {
  dashboard: everyManager,
  catalogue: everyManager,
  orders: everyManager,
  engagement: everyManager,
  customers: managerViews,
  commerce: managerViews,
  settings: managerViews,
  // Which roles each may manage is the staff module's rule (SUPER_ADMIN all, ADMIN and HR: MANAGER and HR).
  staff: { ROLE_SUPER_ADMIN: "edit", ROLE_ADMIN: "edit", ROLE_HR: "edit" },
  audit: { ROLE_SUPER_ADMIN: "view", ROLE_ADMIN: "view" },
};

/** What `role` may do in `area`: "edit", "view" or null (nothing). */
export function backOfficeAccess(role: string | null | undefined, area: BackOfficeArea): BackOfficeAccess | null {
  return backOfficeGrants[area][role as Role] ?? null;
}

/** Whether `role` may do `needed` in `area` ("edit" allows viewing too). */
export function mayUse(role: string | null | undefined, area: BackOfficeArea, needed: BackOfficeAccess): boolean {
  const access = backOfficeAccess(role, area);
  return access === "edit" || (access === "view" && needed === "view");
}

/** The areas `role` may open at least to view (the back office's navigation); empty for shoppers. */
export function backOfficeAreasOf(role: string | null | undefined): BackOfficeArea[] {
  return backOfficeAreas.filter((area) => backOfficeAccess(role, area) !== null);
}

/** Any staff role that may open the back office at all (SUPER_ADMIN, ADMIN, MANAGER, HR). */
export function isStaffRole(role: string | null | undefined): boolean {
  return backOfficeAreasOf(role).length > 0;
}
