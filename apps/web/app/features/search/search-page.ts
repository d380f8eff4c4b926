import { DEFAULT_PAGE_SIZE } from "@shop/shared";

/** SPEC 9: product lists show 16 per page. */
export const SEARCH_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The 1-based ?page= of a URL; anything invalid is page 1. */
export function parsePage(url: string): number {
  const raw = new URL(url, "http://localhost").searchParams.get("page");
  const page = raw && /^\d{1,5}$/.test(raw) ? Number(raw) : 1;
  return Math.max(page, 1);
}

export function pageCount(totalCount: number, pageSize = SEARCH_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** SPEC 3: pagination sends `from` = page number minus 1. */
export function pagination(page: number, pageSize = SEARCH_PAGE_SIZE) {
  return { from: page - 1, limit: pageSize };
}

export function pageHref(pathname: string, page: number): string {
  return page <= 1 ? pathname : `${pathname}?page=${page}`;
}
