import type { Facets } from "@shop/shared";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { CollectionState } from "./collection-query";

/** Price bounds in whole AED (the charged currency); applied with the form's submit (Enter or Apply). */
export function PriceGroup({ state, range }: { state: CollectionState; range: Facets["price"] }) {
  const { t } = useTranslation();
  const minId = useId();
  const maxId = useId();
  const low = range.min === null ? undefined : Math.floor(range.min / 100);
  const high = range.max === null ? undefined : Math.ceil(range.max / 100);
  return (
    <fieldset className="filter-group filter-group--price">
      <legend>{t("filters.price")}</legend>
      {/* Re-created when the URL changes, so the fields always show the applied bounds. */}
      <div className="price-range" key={`${state.minPrice}-${state.maxPrice}`}>
        <div className="price-range__field">
          <label htmlFor={minId}>{t("filters.priceMin")}</label>
          <input
            id={minId}
            name="minPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder={low === undefined ? undefined : String(low)}
            defaultValue={state.minPrice ?? ""}
          />
        </div>
        <span aria-hidden="true">–</span>
        <div className="price-range__field">
          <label htmlFor={maxId}>{t("filters.priceMax")}</label>
          <input
            id={maxId}
            name="maxPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder={high === undefined ? undefined : String(high)}
            defaultValue={state.maxPrice ?? ""}
          />
        </div>
      </div>
    </fieldset>
  );
}
