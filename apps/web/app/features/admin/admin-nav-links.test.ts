import { describe, expect, it } from "vitest";
import { adminNavLinksFor } from "./admin-nav-links";

const paths = (role: string | null) => adminNavLinksFor(role).map((link) => link.to);

describe("DESIGN Back office: the navigation shows each role only what it may use", () => {
  it("a manager sees the dashboard, catalogue, orders, messages, reviews, newsletter and settings; an admin and the super admin also staff accounts and the audit log", () => {
    const all = [
      "/admin",
      "/admin/products",
      "/admin/stock",
      "/admin/stock-alerts",
      "/admin/categories",
      "/admin/menus",
      "/admin/guides",
      "/admin/pages",
      "/admin/lookbook",
      "/admin/orders",
      "/admin/deliveries",
      "/admin/customers",
      "/admin/messages",
      "/admin/reviews",
      "/admin/newsletter",
      "/admin/reports",
      "/admin/discounts",
      "/admin/settings",
    ];
    expect(paths("ROLE_MANAGER")).toEqual(all);
    expect(paths("ROLE_ADMIN")).toEqual([...all, "/admin/staff", "/admin/audit"]);
    expect(paths("ROLE_SUPER_ADMIN")).toEqual([...all, "/admin/staff", "/admin/audit"]);
  });

  it("HR, who has only staff accounts, sees the staff page alone (issue 15)", () => {
    expect(paths("ROLE_HR")).toEqual(["/admin/staff"]);
  });

  it("a shopper sees nothing", () => {
    expect(paths("ROLE_USER")).toEqual([]);
  });
});
