import SearchIcon from "lucide-react/icons/search";
import XIcon from "lucide-react/icons/x";
import { type FormEvent, lazy, Suspense, useCallback, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { browserStore, rememberSearch } from "./recent-searches";
import { useSearchOverlay } from "./search-overlay-context";
import { searchPath } from "./search-path";

/** Suggestions load with the overlay's first opening, not with the page. */
const SearchSuggest = lazy(() => import("./search-suggest"));

/** SPEC 2 search overlay: a modal dialog with one field; focus on open; Escape closes. */
export function SearchOverlay() {
  const { t } = useTranslation();
  const { open, hide } = useSearchOverlay();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const inputId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      input.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  const go = useCallback(
    (path: string) => {
      // Kept for /pages/search's "recent searches".
      rememberSearch(browserStore(), input.current?.value ?? "");
      input.current?.form?.reset();
      hide();
      void navigate(path);
    },
    [hide, navigate],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = searchPath(String(new FormData(event.currentTarget).get("productName") ?? ""));
    if (path) go(path);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click closes on the backdrop only; Escape is native to <dialog>
    <dialog
      ref={dialog}
      className="search-overlay"
      aria-labelledby={titleId}
      onClose={hide}
      onClick={(event) => {
        if (event.target === dialog.current) hide();
      }}
    >
      <div className="search-overlay__inner">
        <h2 id={titleId} className="search-overlay__title">
          {t("search.title")}
        </h2>
        <search>
          <form className="search-overlay__form" onSubmit={submit}>
            <label htmlFor={inputId} className="sr-only">
              {t("search.label")}
            </label>
            <input
              ref={input}
              id={inputId}
              name="productName"
              type="search"
              role="combobox"
              aria-autocomplete="list"
              // The suggestions (loaded with the first opening) set it while their list shows.
              aria-expanded={false}
              enterKeyHint="search"
              autoComplete="off"
              placeholder={t("search.placeholder")}
              className="search-overlay__input"
            />
            <button type="submit" className="button button--primary search-overlay__submit">
              <SearchIcon aria-hidden="true" size={20} />
              <span>{t("search.submit")}</span>
            </button>
          </form>
          {open && (
            <Suspense fallback={null}>
              <SearchSuggest input={input} onPick={go} />
            </Suspense>
          )}
        </search>
        <button type="button" className="icon-button search-overlay__close" onClick={hide}>
          <XIcon aria-hidden="true" size={24} />
          <span className="sr-only">{t("search.close")}</span>
        </button>
      </div>
    </dialog>
  );
}
