import { describe, expect, it } from "vitest";
import { activeFilterCount, auditHref, auditQuery, auditSearchRequest, formatState } from "./audit-query";

const queryOf = (search: string) => auditQuery(new URL(`https://shop.test/admin/audit${search}`));

describe("issue 13 Audit log: the filters live in the address", () => {
  it("reads every filter and the page, and writes the same address back", () => {
    const search =
      "?entity=product&entityId=42&productId=42&action=product.&fromDate=2026-11-01&toDate=2026-11-25&page=3";
    const query = queryOf(search);
    expect(query).toEqual({
      entity: "product",
      entityId: "42",
      productId: "42",
      action: "product.",
      fromDate: "2026-11-01",
      toDate: "2026-11-25",
      page: 3,
    });
    expect(auditHref(query)).toBe(`/admin/audit${search}`);
    expect(activeFilterCount(query)).toBe(6);
  });

  it("no filter and page 1 give the bare address", () => {
    const query = queryOf("");
    expect(auditHref(query)).toBe("/admin/audit");
    expect(activeFilterCount(query)).toBe(0);
  });

  it("ignores a date that is not a calendar day, a page out of range and text the API refuses", () => {
    const query = queryOf("?fromDate=2026-02-30&toDate=yesterday&page=-2&entity=s%00ku&entityId=%20sku%20");
    expect(query.fromDate).toBe("");
    expect(query.toDate).toBe("");
    expect(query.page).toBe(1);
    expect(query.entity).toBe("");
    expect(query.entityId).toBe("sku");
  });

  it("cuts filters to the lengths the API accepts", () => {
    const query = queryOf(`?entity=${"e".repeat(80)}&entityId=${"i".repeat(200)}&action=${"a".repeat(99)}`);
    expect(query.entity).toHaveLength(40);
    expect(query.entityId).toHaveLength(100);
    expect(query.action).toHaveLength(60);
  });

  it("asks the API only for the filters that are set, with a zero-based page", () => {
    expect(auditSearchRequest(queryOf("?entity=order&page=2"))).toEqual({ entity: "order", from: 1, limit: 20 });
    expect(auditSearchRequest(queryOf("?productId=7"))).toEqual({ productId: 7, from: 0, limit: 20 });
  });

  it("ignores a product id that is not a positive whole number the API accepts", () => {
    for (const bad of ["0", "-3", "4.5", "abc", "1234567890"]) expect(queryOf(`?productId=${bad}`).productId).toBe("");
  });
});

describe("issue 13 Audit log: before and after are shown as indented JSON text", () => {
  it("indents an object and keeps markup as plain text", () => {
    expect(formatState({ name: "<b>Monstera</b>", price: 12_500 })).toBe(
      '{\n  "name": "<b>Monstera</b>",\n  "price": 12500\n}',
    );
  });

  it("shows nothing for a missing state (a creation has no before)", () => {
    expect(formatState(null)).toBe("");
    expect(formatState(undefined)).toBe("");
  });
});
