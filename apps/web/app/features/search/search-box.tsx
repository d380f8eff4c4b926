import SearchIcon from "lucide-react/icons/search";
import { type FormEvent, lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { browserStore, rememberSearch } from "./recent-searches";
import { searchPath } from "./search-path";

/** The same suggestions as the overlay, loaded in the browser once the page is there. */
const SearchSuggest = lazy(() => import("./search-suggest"));

interface SearchBoxProps {
  /** The visible label of the field. */
  label: string;
  autoFocus?: boolean;
  /** Called with the new recent searches after a search is made. */
  onSearched?(recent: string[]): void;
}

/** A labelled search field on a page (search page, 404 page): suggestions as you type; submitting opens the results. */
export function SearchBox({ label, autoFocus = false, onSearched }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const go = useCallback(
    (path: string) => {
      const typed = input.current?.value ?? "";
      onSearched?.(rememberSearch(browserStore(), typed));
      void navigate(path);
    },
    [navigate, onSearched],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = searchPath(input.current?.value ?? "");
    if (path) go(path);
    else input.current?.focus();
  };

  return (
    <search className="search-box">
      <form className="search-overlay__form" onSubmit={submit}>
        <label htmlFor={inputId} className="search-box__label">
          {label}
        </label>
        <div className="search-box__row">
          <input
            ref={input}
            id={inputId}
            name="productName"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={false}
            enterKeyHint="search"
            autoComplete="off"
            maxLength={100}
            // biome-ignore lint/a11y/noAutofocus: the search page exists to type a search (issue 14)
            autoFocus={autoFocus}
            placeholder={t("search.placeholder")}
            className="search-overlay__input"
          />
          <button type="submit" className="button button--primary search-overlay__submit">
            <SearchIcon aria-hidden="true" size={20} />
            <span>{t("search.submit")}</span>
          </button>
        </div>
      </form>
      {mounted && (
        <Suspense fallback={null}>
          <SearchSuggest input={input} onPick={go} />
        </Suspense>
      )}
    </search>
  );
}
