import {
  type AdminProductListRequest,
  adminProductSorts,
  adminStockStates,
  type ProductStatus,
  productStatuses,
} from "@shop/shared";

/** Products per page of the back office's list. */
export const PRODUCT_PAGE_SIZE = 20;

type Sort = (typeof adminProductSorts)[number];
type StockState = (typeof adminStockStates)[number];

/**
 * What /admin/products shows, all in the address so Back and reload keep it:
 * ?q=&category=&status=&stock=&sale=1&sort=&dir=&page= (1-based). Defaults are left out.
 */
export interface ProductListQuery {
  q: string;
  category: number | null;
  status: ProductStatus | "";
  stock: StockState | "";
  onSale: boolean;
  sort: Sort;
  dir: "asc" | "desc" | "";
  page: number;
}

export const defaultProductListQuery: ProductListQuery = {
  q: "",
  category: null,
  status: "",
  stock: "",
  onSale: false,
  sort: "updated",
  dir: "",
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | "" =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : "";

const wholeIn = (value: string | null, min: number, max: number): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};

/** The list's state from the address; anything unknown or out of range falls back to its default. */
export function productListQuery(params: URLSearchParams): ProductListQuery {
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    category: wholeIn(params.get("category"), 1, 2_147_483_647),
    status: oneOf(productStatuses, params.get("status")),
    stock: oneOf(adminStockStates, params.get("stock")),
    onSale: params.get("sale") === "1",
    sort: oneOf(adminProductSorts, params.get("sort")) || "updated",
    dir: oneOf(["asc", "desc"] as const, params.get("dir")),
    page: wholeIn(params.get("page"), 1, 10_001) ?? 1,
  };
}

/** The address's query string for `query` ("" for the defaults). */
export function productListSearch(query: ProductListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category !== null) params.set("category", String(query.category));
  if (query.status) params.set("status", query.status);
  if (query.stock) params.set("stock", query.stock);
  if (query.onSale) params.set("sale", "1");
  if (query.sort !== "updated") params.set("sort", query.sort);
  if (query.dir) params.set("dir", query.dir);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function productListHref(query: ProductListQuery): string {
  return `/admin/products${productListSearch(query)}`;
}

/** The API's request for `query` (zero-based page). */
export function productListRequest(query: ProductListQuery): AdminProductListRequest {
  return {
    ...(query.q ? { q: query.q } : {}),
    ...(query.category !== null ? { categoryId: query.category } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.stock ? { stock: query.stock } : {}),
    ...(query.onSale ? { onSale: true } : {}),
    sort: query.sort,
    ...(query.dir ? { dir: query.dir } : {}),
    from: Math.min(query.page - 1, 10_000),
    limit: PRODUCT_PAGE_SIZE,
  };
}

/** The direction a sort uses when the address does not say (the API's default): names and prices up, the rest down. */
export function effectiveDir(query: Pick<ProductListQuery, "sort" | "dir">): "asc" | "desc" {
  return query.dir || (query.sort === "name" || query.sort === "price" ? "asc" : "desc");
}

/** A change of filter or sort starts again at page 1. */
export function withFilter(query: ProductListQuery, change: Partial<ProductListQuery>): ProductListQuery {
  return { ...query, ...change, page: 1 };
}
