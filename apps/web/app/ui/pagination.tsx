import { Link } from "react-router";

export interface PaginationProps {
  page: number;
  pageCount: number;
  hrefFor(page: number): string;
  labels: { nav: string; previous: string; next: string; page(n: number): string };
}

/** Page numbers around the current one, with first and last always shown. */
export function pageWindow(page: number, pageCount: number, radius = 2): Array<number | "gap"> {
  const pages: Array<number | "gap"> = [];
  for (let n = 1; n <= pageCount; n += 1) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= radius) pages.push(n);
    else if (pages[pages.length - 1] !== "gap") pages.push("gap");
  }
  return pages;
}

export function Pagination({ page, pageCount, hrefFor, labels }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={labels.nav}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev" className="pagination__step">
              {labels.previous}
            </Link>
          </li>
        )}
        {pageWindow(page, pageCount).map((n, index) =>
          n === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefFor(n)}
                aria-label={labels.page(n)}
                aria-current={n === page ? "page" : undefined}
                className="pagination__page"
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to={hrefFor(page + 1)} rel="next" className="pagination__step">
              {labels.next}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
