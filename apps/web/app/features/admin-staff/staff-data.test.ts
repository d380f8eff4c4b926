import { describe, expect, it } from "vitest";
import { staffHref, staffQuery } from "./staff-data";

describe("the staff list's address (issue 15)", () => {
  it("reads known roles and statuses only, and a page in range", () => {
    const url = new URL("https://shop.test/admin/staff?q=+hana+&role=ROLE_HR&status=invited&page=3");
    expect(staffQuery(url)).toEqual({ q: "hana", role: "ROLE_HR", status: "invited", page: 3 });
    const bad = new URL("https://shop.test/admin/staff?role=ROLE_USER&status=gone&page=-1");
    expect(staffQuery(bad)).toEqual({ q: "", role: "", status: "", page: 1 });
  });

  it("writes the filter back, page 1 without a number", () => {
    expect(staffHref({ q: "", role: "", status: "" }, 1)).toBe("/admin/staff");
    expect(staffHref({ q: "a b", role: "ROLE_MANAGER", status: "" }, 2)).toBe(
      "/admin/staff?q=a+b&role=ROLE_MANAGER&page=2",
    );
  });
});
