import { describe, expect, it } from "vitest";
import {
  ADMIN_PAGE_SIZE,
  adminExportHref,
  adminFilterOf,
  adminListHref,
  adminListQuery,
  hasFilters,
  staffByStoredRole,
} from "./admin-data";

const none = { status: "", q: "", paymentMethod: "", emirate: "", slot: "", dateFrom: "", dateTo: "" } as const;

describe("back office orders list", () => {
  it("reads the filters from the address and ignores what it does not know", () => {
    const url = new URL(
      "http://shop.test/admin/orders?status=preparing&q=%20layla%20&pay=cod&emirate=dubai&slot=evening&from=2026-11-26&to=2026-11-30&page=3",
    );
    expect(adminListQuery(url)).toEqual({
      status: "preparing",
      q: "layla",
      paymentMethod: "cod",
      emirate: "dubai",
      slot: "evening",
      dateFrom: "2026-11-26",
      dateTo: "2026-11-30",
      page: 3,
    });
    const odd = new URL("http://shop.test/admin/orders?status=lost&pay=cheque&emirate=paris&from=26/11/2026&page=-2");
    expect(adminListQuery(odd)).toEqual({ ...none, page: 1 });
  });

  it("asks the API for the filters set and the zero-based page; links pages and the CSV with the same filters", () => {
    const query = { ...none, status: "confirmed", emirate: "dubai", dateFrom: "2026-11-26", page: 2 } as const;
    expect(adminFilterOf(query)).toEqual({
      status: "confirmed",
      emirate: "dubai",
      dateFrom: "2026-11-26",
      from: 1,
      limit: ADMIN_PAGE_SIZE,
    });
    expect(adminListHref(query, 2)).toBe("/admin/orders?status=confirmed&emirate=dubai&from=2026-11-26&page=2");
    expect(adminListHref(none, 1)).toBe("/admin/orders");
    expect(adminExportHref(query)).toBe(
      "/api/v1/admin/orders/export.csv?status=confirmed&emirate=dubai&dateFrom=2026-11-26",
    );
    expect(adminExportHref(none)).toBe("/api/v1/admin/orders/export.csv");
    expect(hasFilters(none)).toBe(false);
    expect(hasFilters({ ...none, slot: "morning" })).toBe(true);
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
