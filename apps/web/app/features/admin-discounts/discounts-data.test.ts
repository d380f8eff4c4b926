import { describe, expect, it } from "vitest";
import { discountsHref, discountsQuery } from "./discounts-data";

/** Issue 16: what /admin/discounts reads from its address, and the links of its pages. */
describe("the discount codes page's address", () => {
  it("issue 16: reads the search, a known status and the page; falls back on anything else", () => {
    const url = (search: string) => new URL(`http://shop.test/admin/discounts${search}`);
    expect(discountsQuery(url("?q=%20spring%20&status=usedUp&page=3"))).toEqual({
      q: "spring",
      status: "usedUp",
      page: 3,
    });
    expect(discountsQuery(url("?status=gone&page=0"))).toEqual({ q: "", status: "", page: 1 });
    expect(discountsQuery(url(`?q=${"A".repeat(60)}&page=2.5`))).toEqual({ q: "A".repeat(40), status: "", page: 1 });
  });

  it("issue 16: links keep the filter and leave out page 1", () => {
    expect(discountsHref({ q: "EID", status: "active" }, 2)).toBe("/admin/discounts?q=EID&status=active&page=2");
    expect(discountsHref({ q: "", status: "" }, 1)).toBe("/admin/discounts");
  });
});
