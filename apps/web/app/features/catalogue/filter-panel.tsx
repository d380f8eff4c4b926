import type { Facets } from "@shop/shared";
import XIcon from "lucide-react/icons/x";
import { type FormEvent, type RefObject, useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { CategoryOption } from "./category-option";
import {
  type CollectionState,
  clearFilters,
  type FlagFilter,
  hasFilters,
  type ListFilter,
  parseCollectionQuery,
  withFlag,
  withListValue,
} from "./collection-query";
import { FacetGroup } from "./filter-groups";
import { categoryFilterOptions, flagCount, listFilterOptions } from "./filter-options";
import { PriceGroup } from "./price-group";
import type { CollectionNav } from "./use-collection-nav";

interface FilterPanelProps {
  state: CollectionState;
  nav: CollectionNav;
  facets: Facets;
  categories: CategoryOption[];
  totalCount: number;
  /** Shown as a drawer (phones, and the layout without sidebar). */
  drawer: boolean;
  closeButton?: RefObject<HTMLButtonElement | null>;
  onClose(): void;
}

/**
 * Every filter in one GET form named like the URL query, so it also works before (or without) JavaScript;
 * with it, each change navigates at once.
 */
export function FilterPanel({
  state,
  nav,
  facets,
  categories,
  totalCount,
  drawer,
  closeButton,
  onClose,
}: FilterPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const shown = nav.shown;
  const toggleList = (name: ListFilter, value: string, on: boolean) => nav.go(withListValue(shown, name, value, on));
  const toggleFlag = (name: FlagFilter, on: boolean) => nav.go(withFlag(shown, name, on));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) query.append(key, String(value));
    nav.go({ ...parseCollectionQuery(query), page: 1 });
  };
  const flags: Array<[FlagFilter, string, number | null]> = [
    ["inStock", t("filters.inStockOnly"), flagCount(facets, "inStock")],
    ["onSale", t("filters.onSaleOnly"), flagCount(facets, "onSale")],
    ["petSafe", t("filters.petSafeOnly"), flagCount(facets, "petSafe")],
  ];
  if (shown.flags.featured) flags.push(["featured", t("filters.featured"), null]);

  return (
    <div className="filter-panel">
      <div className="filter-panel__head">
        <h2 id={titleId}>{t("filters.title")}</h2>
        {drawer && (
          <button ref={closeButton} type="button" className="icon-button" onClick={onClose}>
            <XIcon aria-hidden="true" size={22} />
            <span className="sr-only">{t("filters.close")}</span>
          </button>
        )}
      </div>
      <Form
        method="get"
        action={nav.pathname}
        className="filter-panel__form"
        onSubmit={submit}
        aria-labelledby={titleId}
      >
        {shown.sort !== "popularity" && <input type="hidden" name="sort" value={shown.sort} />}
        <FacetGroup
          name="category"
          title={t("filters.category")}
          options={categoryFilterOptions(facets, categories, shown.lists.category)}
          selected={shown.lists.category}
          onToggle={toggleList}
        />
        <PriceGroup state={shown} range={facets.price} />
        <fieldset className="filter-group filter-group--flags">
          <legend>{t("filters.availability")}</legend>
          <ul className="filter-group__list">
            {flags.map(([name, label, count]) => (
              <li key={name} className="filter-option">
                <label>
                  <input
                    type="checkbox"
                    name={name}
                    value="true"
                    checked={shown.flags[name]}
                    onChange={(event) => toggleFlag(name, event.currentTarget.checked)}
                  />
                  <span className="filter-option__label">{label}</span>
                  {count !== null && (
                    <span className="filter-option__count">
                      <span aria-hidden="true">{count}</span>
                      <span className="sr-only">{t("filters.countLabel", { count })}</span>
                    </span>
                  )}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {(["light", "watering", "difficulty", "size", "colour", "tag"] as const).map((name) => (
          <FacetGroup
            key={name}
            name={name}
            title={t(`filters.${name}`)}
            options={listFilterOptions(t, name, facets, shown)}
            selected={shown.lists[name]}
            onToggle={toggleList}
            open={name === "light" || name === "watering" || name === "difficulty"}
          />
        ))}
        <div className="filter-panel__actions">
          <button
            type="submit"
            className={drawer ? "button button--primary" : "button button--outline filter-panel__apply"}
          >
            {drawer ? t("filters.showResults", { count: totalCount }) : t("filters.apply")}
          </button>
          {hasFilters(state) && (
            <Link to={nav.hrefFor(clearFilters(state))} preventScrollReset className="filter-panel__clear">
              {t("filters.clearAll")}
            </Link>
          )}
        </div>
      </Form>
    </div>
  );
}
