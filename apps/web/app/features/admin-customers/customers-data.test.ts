import { describe, expect, it } from "vitest";
import { customersHref, customersQuery } from "./customers-data";

const query = (search: string) => customersQuery(new URL(`http://shop.test/admin/customers${search}`));

describe("issue 15: the customer list's address holds its search", () => {
  it("reads the search, the account state and the page; anything else falls back", () => {
    expect(query("?q=%20layla%20&state=disabled&page=3")).toEqual({ q: "layla", state: "disabled", page: 3 });
    expect(query("?state=staff&page=0")).toEqual({ q: "", state: "", page: 1 });
    expect(query("?page=2.5")).toEqual({ q: "", state: "", page: 1 });
    expect(query(`?q=${"x".repeat(150)}`).q).toHaveLength(100);
  });

  it("writes the same filter back, the first page without a number", () => {
    expect(customersHref({ q: "", state: "" }, 1)).toBe("/admin/customers");
    expect(customersHref({ q: "050 111", state: "active" }, 2)).toBe("/admin/customers?q=050+111&state=active&page=2");
  });
});
