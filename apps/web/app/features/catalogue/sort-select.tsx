import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { type CollectionState, collectionSearch, DEFAULT_SORT, SORTS, withSort } from "./collection-query";
import type { CollectionNav } from "./use-collection-nav";

/** SPEC 9 sort (popularity first); a GET form carrying the other filters, so it also works without scripts. */
export function SortSelect({ nav }: { nav: CollectionNav; state?: CollectionState }) {
  const { t } = useTranslation();
  const id = useId();
  const shown = nav.shown;
  const others = [...new URLSearchParams(collectionSearch(withSort(shown, DEFAULT_SORT)))];
  return (
    <Form method="get" action={nav.pathname} className="sort-form">
      {others.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id}>{t("collection.sortBy")}</label>
      <select
        id={id}
        name="sort"
        value={shown.sort}
        onChange={(event) => nav.go(withSort(shown, event.currentTarget.value as CollectionState["sort"]))}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`collection.sorts.${sort}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button--outline">
          {t("filters.apply")}
        </button>
      </noscript>
    </Form>
  );
}
