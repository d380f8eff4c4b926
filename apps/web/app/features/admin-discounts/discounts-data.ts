import {
  type AdminCategory,
  type DiscountCodeSearchResponse,
  type DiscountStatus,
  discountStatuses,
} from "@shop/shared";
import { type StaffLoaded, staffCall } from "../admin";
import { listCategories, searchDiscounts } from "./discounts-api";

/** Codes per page of the list. */
export const DISCOUNTS_PAGE_SIZE = 20;

export interface DiscountsQuery {
  q: string;
  status: DiscountStatus | "";
  page: number;
}

/** The list's filter from the address: ?q=&status=&page= (1-based). */
export function discountsQuery(url: URL): DiscountsQuery {
  const page = Number(url.searchParams.get("page"));
  const status = url.searchParams.get("status") ?? "";
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 40),
    status: (discountStatuses as readonly string[]).includes(status) ? (status as DiscountStatus) : "",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address of a page of the list with the same filter. */
export function discountsHref(query: Omit<DiscountsQuery, "page">, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/discounts?${search}` : "/admin/discounts";
}

export interface DiscountsPageData {
  query: DiscountsQuery;
  loaded: StaffLoaded<DiscountCodeSearchResponse & { categories: AdminCategory[] }>;
}

export async function loadDiscountsPage(request: Request): Promise<DiscountsPageData> {
  const query = discountsQuery(new URL(request.url));
  const filter = {
    ...(query.q ? { q: query.q } : {}),
    ...(query.status ? { status: query.status } : {}),
    from: query.page - 1,
    limit: DISCOUNTS_PAGE_SIZE,
  };
  const loaded = await staffCall(request, async () => {
    // The categories only name a code's category: without them the list still shows.
    const [page, categories] = await Promise.all([
      searchDiscounts(filter),
      listCategories().then(
        (r) => r.categories,
        () => [] as AdminCategory[],
      ),
    ]);
    return { ...page, categories };
  });
  return { query, loaded };
}
