import type { FacetValue } from "@shop/shared";
import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ListFilter } from "./collection-query";
import { SWATCHES } from "./facet-labels";

export interface FilterOption {
  value: string;
  label: string;
  count: number;
  /** Indented under its parent (categories). */
  child?: boolean;
}

/** Facet values with the selected ones kept even when nothing matches them now (so they can be unticked). */
export function mergeSelected(values: readonly FacetValue[], selected: readonly string[]): FacetValue[] {
  const known = new Set(values.map((value) => value.value));
  return [...values, ...selected.filter((value) => !known.has(value)).map((value) => ({ value, count: 0 }))];
}

/** Long lists show this many; the rest sit behind "Show all". */
const VISIBLE = 8;

function OptionRow({
  name,
  option,
  checked,
  onToggle,
}: {
  name: string;
  option: FilterOption;
  checked: boolean;
  onToggle(event: ChangeEvent<HTMLInputElement>): void;
}) {
  const { t } = useTranslation();
  const swatch = name === "colour" ? (SWATCHES[option.value] ?? "#c9d1cc") : null;
  return (
    <li className={option.child ? "filter-option filter-option--child" : "filter-option"}>
      <label>
        <input type="checkbox" name={name} value={option.value} checked={checked} onChange={onToggle} />
        {swatch && <span className="filter-option__swatch" style={{ background: swatch }} aria-hidden="true" />}
        <span className="filter-option__label">{option.label}</span>
        <span className="filter-option__count">
          <span aria-hidden="true">{option.count}</span>
          <span className="sr-only">{t("filters.countLabel", { count: option.count })}</span>
        </span>
      </label>
    </li>
  );
}

/** One group of checkboxes (a facet), collapsible; the URL parameter is `name`. */
export function FacetGroup({
  name,
  title,
  options,
  selected,
  onToggle,
  open = true,
}: {
  name: ListFilter;
  title: string;
  options: FilterOption[];
  selected: readonly string[];
  onToggle(name: ListFilter, value: string, on: boolean): void;
  open?: boolean;
}) {
  const { t } = useTranslation();
  if (options.length === 0) return null;
  const rows = (list: FilterOption[]) =>
    list.map((option) => (
      <OptionRow
        key={option.value}
        name={name}
        option={option}
        checked={selected.includes(option.value)}
        onToggle={(event) => onToggle(name, option.value, event.currentTarget.checked)}
      />
    ));
  const head = options.slice(0, VISIBLE);
  const rest = options.slice(VISIBLE);
  return (
    <details className="filter-group" open={open || selected.length > 0}>
      <summary>
        <span>{title}</span>
        {selected.length > 0 && <span className="filter-group__badge">{selected.length}</span>}
      </summary>
      <fieldset>
        <legend className="sr-only">{title}</legend>
        <ul className="filter-group__list">{rows(head)}</ul>
        {rest.length > 0 && (
          <details className="filter-group__more" open={rest.some((option) => selected.includes(option.value))}>
            <summary>{t("filters.showAll", { count: options.length })}</summary>
            <ul className="filter-group__list">{rows(rest)}</ul>
          </details>
        )}
      </fieldset>
    </details>
  );
}
