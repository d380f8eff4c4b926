import { describe, expect, it } from "vitest";
import {
  defaultProductListQuery,
  effectiveDir,
  productListHref,
  productListQuery,
  productListRequest,
  withFilter,
} from "./product-list-query";

const parse = (search: string) => productListQuery(new URLSearchParams(search));

describe("issue 13 Products: the list's state lives in the address", () => {
  it("reads every filter, the sort and the page, and writes them back the same", () => {
    const search = "?q=palm&category=7&status=draft&stock=low&sale=1&sort=price&dir=desc&page=3";
    const query = parse(search);
    expect(query).toEqual({
      q: "palm",
      category: 7,
      status: "draft",
      stock: "low",
      onSale: true,
      sort: "price",
      dir: "desc",
      page: 3,
    });
    expect(productListHref(query)).toBe(`/admin/products${search}`);
  });

  it("leaves the defaults out of the address", () => {
    expect(parse("")).toEqual(defaultProductListQuery);
    expect(productListHref(defaultProductListQuery)).toBe("/admin/products");
  });

  it("ignores unknown or out-of-range values instead of sending them to the API", () => {
    expect(parse("?status=deleted&stock=many&sort=id&dir=up&page=0&category=-1&sale=yes")).toEqual(
      defaultProductListQuery,
    );
    expect(parse("?page=1.5&category=99999999999").page).toBe(1);
    expect(parse("?category=99999999999").category).toBeNull();
    expect(parse(`?q=${"a".repeat(300)}`).q).toHaveLength(200);
  });

  it("a new filter starts at page 1", () => {
    expect(withFilter({ ...defaultProductListQuery, page: 4 }, { status: "active" })).toMatchObject({
      status: "active",
      page: 1,
    });
  });

  it("maps to the API's request with a zero-based page and only the filters that are set", () => {
    expect(productListRequest({ ...defaultProductListQuery, q: "fern", onSale: true, page: 2 })).toEqual({
      q: "fern",
      onSale: true,
      sort: "updated",
      from: 1,
      limit: 20,
    });
  });

  it("shows the API's default direction when the address does not name one", () => {
    expect(effectiveDir({ sort: "name", dir: "" })).toBe("asc");
    expect(effectiveDir({ sort: "price", dir: "" })).toBe("asc");
    expect(effectiveDir({ sort: "stock", dir: "" })).toBe("desc");
    expect(effectiveDir({ sort: "updated", dir: "asc" })).toBe("asc");
  });
});
