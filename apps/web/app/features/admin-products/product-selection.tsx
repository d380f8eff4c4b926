import type { AdminProductRow, Category } from "@shop/shared";
import type { ColumnDef, RowSelectionState } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import Percent from "lucide-react/icons/percent";
import { type ComponentProps, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { PriceDialog, type PriceDialogTarget } from "./price-dialog";
import "../../styles/admin-prices.css";
import type { ProductListQuery } from "./product-list-query";

/** A checkbox that can show "some selected" (indeterminate is a property, not an attribute). */
function Checkbox({ indeterminate, ...input }: { indeterminate?: boolean } & ComponentProps<"input">) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = Boolean(indeterminate);
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" {...input} />;
}

/** The table's first column: a native checkbox per row (Tab and Space), and one for the whole page in the header. */
export function selectColumn(t: TFunction): ColumnDef<AdminProductRow> {
  return {
    id: "select",
    header: ({ table }) => (
      <span className="product-select">
        <Checkbox
          aria-label={t("admin.prices.selectPage")}
          checked={table.getIsAllPageRowsSelected()}
          indeterminate={table.getIsSomePageRowsSelected()}
          onChange={table.getToggleAllPageRowsSelectedHandler()}
        />
      </span>
    ),
    cell: ({ row }) => (
      <span className="product-select">
        <Checkbox
          aria-label={t("admin.prices.selectOne", { name: row.original.name })}
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
        />
      </span>
    ),
  };
}

/**
 * "Change prices" for the selected products (kept across pages) and for the category chosen in the filter, with
 * the dialog; after a change the selection is cleared and the list reloads.
 */
export function PriceActions({
  query,
  categories,
  selection,
  onSelectionChange,
}: {
  query: ProductListQuery;
  categories: Category[];
  selection: RowSelectionState;
  onSelectionChange(next: RowSelectionState): void;
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [target, setTarget] = useState<PriceDialogTarget | null>(null);
  const ids = Object.keys(selection)
    .filter((id) => selection[id])
    .map(Number);
  const category = categories.find((c) => c.categoryId === query.category);
  return (
    <div className="price-actions">
      <p className="price-actions__count" aria-live="polite">
        {t("admin.prices.selected", { count: ids.length })}
      </p>
      <button
        type="button"
        className="button button--outline"
        disabled={ids.length === 0}
        onClick={() =>
          setTarget({
            request: { kind: "products", productIds: ids },
            label: t("admin.prices.forSelection", { count: ids.length }),
          })
        }
      >
        <Percent aria-hidden="true" size={18} />
        {t("admin.prices.changeSelected")}
      </button>
      {ids.length > 0 && (
        <button type="button" className="button button--outline" onClick={() => onSelectionChange({})}>
          {t("admin.prices.clearSelection")}
        </button>
      )}
      {category && (
        <button
          type="button"
          className="button button--outline"
          onClick={() =>
            setTarget({
              request: { kind: "category", categoryId: category.categoryId },
              label: t("admin.prices.forCategory", { category: category.name }),
            })
          }
        >
          <Percent aria-hidden="true" size={18} />
          {t("admin.prices.changeCategory", { category: category.name })}
        </button>
      )}
      <PriceDialog
        target={target}
        onClose={(changed) => {
          setTarget(null);
          if (!changed) return;
          onSelectionChange({});
          void revalidator.revalidate();
        }}
      />
    </div>
  );
}
