import { describe, expect, it } from "vitest";
import { alertsHref, alertsQuery, restockHref } from "./alerts-query";

const read = (search: string) => alertsQuery(new URL(`https://shop.test/admin/stock-alerts${search}`));

describe("issue 16: the stock alerts page's address", () => {
  it("reads the search and page, refusing pages out of range", () => {
    expect(read("")).toEqual({ q: "", page: 1 });
    expect(read("?q=%20MON-M%20&page=3")).toEqual({ q: "MON-M", page: 3 });
    expect(read("?page=0")).toEqual({ q: "", page: 1 });
    expect(read("?page=2.5")).toEqual({ q: "", page: 1 });
    expect(read(`?q=${"x".repeat(300)}`).q).toHaveLength(100);
  });

  it("writes short links and sends a restock to the stock page's code search", () => {
    expect(alertsHref({ q: "", page: 1 })).toBe("/admin/stock-alerts");
    expect(alertsHref({ q: "fern & co", page: 2 })).toBe("/admin/stock-alerts?q=fern+%26+co&page=2");
    expect(restockHref("MON-M/1")).toBe("/admin/stock?code=MON-M%2F1");
  });
});
