import { describe, expect, it } from "vitest";
import { rangeProblem, reportsCsvHref, reportsHref, reportsQuery } from "./reports-query";

/** Issue 15 "Reports": what /admin/reports reads from its address, and the links it makes. */
describe("the reports page's address", () => {
  // 31 May 2031 at 21:00 UTC is already 1 June in Dubai.
  const now = new Date("2031-05-31T21:00:00Z");

  it("defaults to this Dubai month, by day, and the current quarter", () => {
    expect(reportsQuery(new URL("http://shop.test/admin/reports"), now)).toEqual({
      tab: "sales",
      from: "2031-06-01",
      to: "2031-06-01",
      grouping: "day",
      year: 2031,
      quarter: 2,
    });
  });

  it("ignores wrong values, keeps a range the API refuses so the page can say why", () => {
    const query = reportsQuery(
      new URL("http://shop.test/admin/reports?tab=x&from=2031-02-30&to=2030-01-01&grouping=year&quarter=5"),
      now,
    );
    expect(query).toMatchObject({ tab: "sales", from: "2031-06-01", to: "2030-01-01", grouping: "day", quarter: 2 });
    expect(rangeProblem(query)).toBe("order");
    expect(rangeProblem({ ...query, from: "2030-01-01", to: "2031-01-02" })).toBe("length");
    expect(rangeProblem({ ...query, from: "2032-01-01", to: "2032-12-31" })).toBeNull();
  });

  it("tabs keep every choice; the CSV link follows the tab", () => {
    const query = reportsQuery(
      new URL("http://shop.test/admin/reports?from=2031-05-01&to=2031-05-31&grouping=week"),
      now,
    );
    expect(reportsHref(query, "vat")).toBe(
      "/admin/reports?tab=vat&from=2031-05-01&to=2031-05-31&grouping=week&year=2031&quarter=2",
    );
    expect(reportsCsvHref({ ...query, tab: "payments" }, "ar")).toBe(
      "/api/v1/admin/reports/sales.csv?from=2031-05-01&to=2031-05-31&grouping=week&table=payment-methods&lang=ar",
    );
    expect(reportsCsvHref({ ...query, tab: "discounts" }, "en")).toContain("table=discount-codes");
    expect(reportsCsvHref({ ...query, tab: "vat" }, "en")).toBe("/api/v1/admin/reports/vat.csv?year=2031&quarter=2");
  });
});
