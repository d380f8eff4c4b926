import { type AdminProductRow, formatMoney } from "@shop/shared";
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type OnChangeFn,
  type RowSelectionState,
  type SortingState,
  useReactTable,
} from "@tanstack/react-table";
import type { TFunction } from "i18next";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import ArrowUpDown from "lucide-react/icons/arrow-up-down";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { effectiveDir, type ProductListQuery, productListHref, withFilter } from "./product-list-query";
import { selectColumn } from "./product-selection";

type Sort = ProductListQuery["sort"];
const sortable: ReadonlySet<string> = new Set<Sort>(["name", "price", "stock", "updated"]);

export const productEditPath = (id: number) => `/admin/products/${id}`;

function priceRange(row: AdminProductRow): string {
  if (row.minPrice === null || row.maxPrice === null) return "—";
  return row.minPrice === row.maxPrice
    ? formatMoney(row.minPrice)
    : `${formatMoney(row.minPrice)} – ${formatMoney(row.maxPrice)}`;
}

function columnsFor(t: TFunction, locale: string): ColumnDef<AdminProductRow>[] {
  return [
    {
      id: "name",
      header: t("admin.products.name"),
      cell: ({ row }) => (
        <Link to={productEditPath(row.original.id)} className="product-table__name">
          {row.original.imageUrl && <img src={row.original.imageUrl} alt="" width={40} height={40} loading="lazy" />}
          <bdi>{row.original.name}</bdi>
        </Link>
      ),
    },
    { id: "category", header: t("admin.products.category"), cell: ({ row }) => <bdi>{row.original.categoryName}</bdi> },
    {
      id: "status",
      header: t("admin.products.status"),
      cell: ({ row }) => (
        <span className={`badge product-status product-status--${row.original.status}`}>
          {t(`admin.products.statuses.${row.original.status}`)}
        </span>
      ),
    },
    {
      id: "price",
      header: t("admin.products.price"),
      cell: ({ row }) => (
        <span className="cell-stack">
          <bdi>{priceRange(row.original)}</bdi>
          {row.original.maxDiscount > 0 && (
            <span className="muted">{t("admin.products.upTo", { discount: row.original.maxDiscount })}</span>
          )}
        </span>
      ),
    },
    {
      id: "stock",
      header: t("admin.products.stock"),
      cell: ({ row }) => {
        const { totalStock, lowStock } = row.original;
        const state = totalStock === 0 ? "out" : lowStock ? "low" : "in";
        return (
          <span className={`badge ${state === "in" ? "badge--ok" : "badge--warn"}`}>
            {totalStock.toLocaleString(locale)} · {t(`admin.products.stockStates.${state}`)}
          </span>
        );
      },
    },
    {
      id: "updated",
      header: t("admin.products.updated"),
      cell: ({ row }) => new Date(row.original.updatedAt).toLocaleDateString(locale, { dateStyle: "medium" }),
    },
  ];
}

/** A cell's label on a phone (its column's name); the selection column's header is the page checkbox. */
const labelOf = (header: ColumnDef<AdminProductRow>["header"], t: TFunction) =>
  typeof header === "string" ? header : t("admin.prices.select");

function SortHeader({ id, label, query }: { id: string; label: string; query: ProductListQuery }) {
  const { t } = useTranslation();
  if (!sortable.has(id)) return <>{label}</>;
  const active = query.sort === id;
  const dir = effectiveDir(query);
  const next = active ? (dir === "asc" ? "desc" : "asc") : "";
  const Icon = !active ? ArrowUpDown : dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <Link
      to={productListHref(withFilter(query, { sort: id as Sort, dir: next }))}
      className="product-table__sort"
      preventScrollReset
      aria-label={t("admin.products.sortBy", { column: label })}
    >
      {label}
      <Icon aria-hidden="true" size={14} />
    </Link>
  );
}

/**
 * The page of products as a TanStack table: sorting and paging are the server's (manual), the state comes from
 * the address. On a phone each row is a card (orders-table styles, data-label per cell).
 */
export function ProductTable({
  rows,
  query,
  selection,
  onSelectionChange,
}: {
  rows: AdminProductRow[];
  query: ProductListQuery;
  /** Selected product ids (kept across pages) for the bulk price change. */
  selection: RowSelectionState;
  onSelectionChange: OnChangeFn<RowSelectionState>;
}) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => [selectColumn(t), ...columnsFor(t, i18n.language)], [t, i18n.language]);
  const sorting: SortingState = [{ id: query.sort, desc: effectiveDir(query) === "desc" }];
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualSorting: true,
    manualPagination: true,
    enableRowSelection: true,
    onRowSelectionChange: onSelectionChange,
    state: { sorting, rowSelection: selection },
  });
  const ariaSort = (id: string) =>
    query.sort === id ? (effectiveDir(query) === "asc" ? "ascending" : "descending") : undefined;
  return (
    <table className="orders-table product-table">
      <caption className="sr-only">{t("admin.products.title")}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th key={header.id} scope="col" aria-sort={ariaSort(header.id)}>
                {typeof header.column.columnDef.header === "string" ? (
                  <SortHeader id={header.id} label={header.column.columnDef.header} query={query} />
                ) : (
                  flexRender(header.column.columnDef.header, header.getContext())
                )}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} data-label={labelOf(cell.column.columnDef.header, t)}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
