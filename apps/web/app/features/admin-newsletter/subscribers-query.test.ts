import { adminSubscriberSearchRequestSchema } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { subscribersExportHref, subscribersHref, subscribersQuery, subscribersRequest } from "./subscribers-query";

const queryOf = (search: string) => subscribersQuery(new URL(`https://shop.test/admin/newsletter${search}`));

describe("issue 14: the subscriber list's address", () => {
  it("reads status, search and page, ignoring what the API would refuse", () => {
    expect(queryOf("?status=subscribed&q=%20noura%20&page=3")).toEqual({ status: "subscribed", q: "noura", page: 3 });
    expect(queryOf("?status=everyone&q=a%00b&page=-2")).toEqual({ status: "", q: "", page: 1 });
  });

  it("round-trips to links and to a request the shared schema accepts", () => {
    const query = queryOf("?status=pending&q=ae&page=2");
    expect(subscribersHref(query)).toBe("/admin/newsletter?status=pending&q=ae&page=2");
    expect(subscribersHref({ status: "", q: "", page: 1 })).toBe("/admin/newsletter");
    expect(subscribersExportHref(query)).toBe("/api/v1/admin/newsletter/subscribers/export.csv?status=pending");
    const request = subscribersRequest(query);
    expect(request).toEqual({ status: "pending", q: "ae", from: 1, limit: 25 });
    expect(adminSubscriberSearchRequestSchema.safeParse(request).success).toBe(true);
  });
});
