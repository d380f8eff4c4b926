import { adminStockStates, type Category, productStatuses } from "@shop/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigate } from "react-router";
import { TextField } from "../../ui/text-field";
import { useMediaQuery } from "../../ui/use-media-query";
import { SelectField } from "../checkout";
import { type ProductListQuery, productListHref, productListQuery } from "./product-list-query";

/** How long typing pauses before the list follows the search text. */
const SEARCH_DEBOUNCE_MS = 350;

/**
 * The list's filters as a GET form, so they live in the address (and work without JavaScript through the
 * button): a select applies at once, the search text once typing pauses (replacing the history entry).
 */
export function ProductFilters({ query, categories }: { query: ProductListQuery; categories: Category[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  // The address keeps only the filters that are set (a GET form would also send the empty ones).
  const apply = useCallback(
    (replace: boolean) => {
      if (!form.current) return;
      const fields = new URLSearchParams();
      for (const [name, value] of new FormData(form.current)) if (typeof value === "string") fields.append(name, value);
      void navigate(productListHref(productListQuery(fields)), { replace, preventScrollReset: true });
    },
    [navigate],
  );
  const [text, setText] = useState(query.q);
  const searchInput = useRef<HTMLInputElement>(null);
  // Back or a link changed the search: show it, unless the user is typing in the field right now.
  useEffect(() => {
    if (document.activeElement !== searchInput.current) setText(query.q);
  }, [query.q]);
  useEffect(() => {
    if (text.trim() === query.q) return;
    const timer = setTimeout(() => apply(true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query.q, apply]);
  const applyNow = () => apply(false);
  // On a phone the four filters fold under one button, so the list starts near the top of the screen.
  const phone = useMediaQuery("(max-width: 767px)");
  const [opened, setOpened] = useState(false);
  const filtersSet = [query.category !== null, query.status, query.stock, query.onSale].filter(Boolean).length;
  return (
    <Form
      ref={form}
      method="get"
      action="/admin/products"
      className="admin-filters product-filters"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        apply(false);
      }}
    >
      <TextField
        className="product-filters__search"
        label={t("admin.products.search")}
        ref={searchInput}
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        placeholder={t("admin.products.searchPlaceholder")}
        autoComplete="off"
        maxLength={200}
      />
      <details
        className="product-filters__more"
        open={!phone || opened}
        onToggle={(event) => setOpened(event.currentTarget.open)}
      >
        <summary className="button button--outline">{t("admin.products.filters", { count: filtersSet })}</summary>
        <div className="product-filters__grid">
          <SelectField
            label={t("admin.products.category")}
            name="category"
            defaultValue={query.category ?? ""}
            onChange={applyNow}
          >
            <option value="">{t("admin.products.allCategories")}</option>
            {categories.map((category) => (
              <option key={category.categoryId} value={category.categoryId}>
                {category.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t("admin.products.status")} name="status" defaultValue={query.status} onChange={applyNow}>
            <option value="">{t("admin.products.allStatuses")}</option>
            {productStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`admin.products.statuses.${status}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t("admin.products.stock")} name="stock" defaultValue={query.stock} onChange={applyNow}>
            <option value="">{t("admin.products.anyStock")}</option>
            {adminStockStates.map((state) => (
              <option key={state} value={state}>
                {t(`admin.products.stockStates.${state}`)}
              </option>
            ))}
          </SelectField>
          <div className="check-field product-filters__sale">
            <input
              id="product-filter-sale"
              type="checkbox"
              name="sale"
              value="1"
              defaultChecked={query.onSale}
              onChange={applyNow}
            />
            <label htmlFor="product-filter-sale">{t("admin.products.onSale")}</label>
          </div>
        </div>
      </details>
      {query.sort !== "updated" && <input type="hidden" name="sort" value={query.sort} />}
      {query.dir && <input type="hidden" name="dir" value={query.dir} />}
      <button type="submit" className="button button--outline product-filters__apply">
        {t("admin.products.apply")}
      </button>
    </Form>
  );
}
