import { describe, expect, it } from "vitest";
import { ADMIN_PAGE_SIZE, adminFilterOf, adminListHref, adminListQuery, staffByStoredRole } from "./admin-data";

describe("back office orders list", () => {
  it("reads the filter from the address and ignores what it does not know", () => {
    const url = new URL("http://shop.test/admin/orders?status=preparing&q=%20layla%20&page=3");
    expect(adminListQuery(url)).toEqual({ status: "preparing", q: "layla", page: 3 });
    expect(adminListQuery(new URL("http://shop.test/admin/orders?status=lost&page=-2"))).toEqual({
      status: "",
      q: "",
      page: 1,
    });
  });

  it("asks the API for the zero-based page, and links pages with the same filter", () => {
    expect(adminFilterOf({ status: "confirmed", q: "", page: 2 })).toEqual({
      status: "confirmed",
      from: 1,
      limit: ADMIN_PAGE_SIZE,
    });
    expect(adminListHref({ status: "confirmed", q: "BST" }, 2)).toBe("/admin/orders?status=confirmed&q=BST&page=2");
    expect(adminListHref({ status: "", q: "" }, 1)).toBe("/admin/orders");
  });

  it("staff roles only: admin, super admin and manager", () => {
    expect(staffByStoredRole("ROLE_ADMIN")).toBe(true);
    expect(staffByStoredRole("ROLE_SUPER_ADMIN")).toBe(true);
    expect(staffByStoredRole("ROLE_MANAGER")).toBe(true);
    expect(staffByStoredRole("ROLE_USER")).toBe(false);
    expect(staffByStoredRole("ROLE_HR")).toBe(false);
    expect(staffByStoredRole(undefined)).toBeNull();
  });
});
