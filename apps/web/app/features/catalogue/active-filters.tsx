import XIcon from "lucide-react/icons/x";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CategoryOption } from "./category-option";
import {
  type CollectionState,
  clearFilters,
  FLAG_FILTER_NAMES,
  hasFilters,
  LIST_FILTER_NAMES,
  withFlag,
  withListValue,
  withPrice,
} from "./collection-query";
import { filterValueLabel } from "./facet-labels";
import { categoryNames } from "./filter-options";
import type { CollectionNav } from "./use-collection-nav";

/** The applied filters as removable chips (plain links: they work without scripts), and "Clear all". */
export function ActiveFilters({
  state,
  nav,
  categories,
}: {
  state: CollectionState;
  nav: CollectionNav;
  categories: CategoryOption[];
}) {
  const { t } = useTranslation();
  if (!hasFilters(state)) return null;
  const names = categoryNames(categories);
  const chips: Array<{ key: string; label: string; next: CollectionState }> = [];
  for (const name of LIST_FILTER_NAMES) {
    for (const value of state.lists[name]) {
      chips.push({
        key: `${name}:${value}`,
        label: filterValueLabel(t, name, value, names),
        next: withListValue(state, name, value, false),
      });
    }
  }
  for (const name of FLAG_FILTER_NAMES) {
    if (state.flags[name]) chips.push({ key: name, label: t(`filters.${name}`), next: withFlag(state, name, false) });
  }
  if (state.minPrice !== null || state.maxPrice !== null) {
    const label = t("filters.priceChip", { min: state.minPrice ?? 0, max: state.maxPrice ?? "∞" });
    chips.push({ key: "price", label, next: withPrice(state, null, null) });
  }
  return (
    <section className="active-filters" aria-label={t("filters.active")}>
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link to={nav.hrefFor(chip.next)} preventScrollReset className="chip">
              <span className="sr-only">{t("filters.remove")}: </span>
              <span>{chip.label}</span>
              <XIcon aria-hidden="true" size={14} />
            </Link>
          </li>
        ))}
      </ul>
      <Link to={nav.hrefFor(clearFilters(state))} preventScrollReset className="active-filters__clear">
        {t("filters.clearAll")}
      </Link>
    </section>
  );
}
