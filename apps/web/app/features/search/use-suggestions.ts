import type { Language, ProductSuggestResponse } from "@shop/shared";
import { useEffect, useState } from "react";
import { apiPost } from "../../lib/api/api-client";
import { IGNORE_LOADING_BAR_HEADER } from "../../lib/loading-bar-store";

/** Ask once typing pauses this long. */
export const SUGGEST_DEBOUNCE_MS = 150;
/** Shorter queries get no suggestions. */
export const SUGGEST_MIN_CHARS = 2;

export function suggestQuery(value: string): string | null {
  const query = value.trim();
  return query.length >= SUGGEST_MIN_CHARS ? query.slice(0, 100) : null;
}

/**
 * Suggestions for what is typed: debounced, and each new query aborts the request of the one before, so a
 * slow answer for "mo" can never replace the answer for "mon".
 */
export function useSuggestions(value: string, lang: Language) {
  const [result, setResult] = useState<{ query: string; data: ProductSuggestResponse } | null>(null);
  const query = suggestQuery(value);

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      apiPost<ProductSuggestResponse>(
        "/api/v1/displayproducts/suggest",
        { q: query, lang },
        { signal: controller.signal, headers: { [IGNORE_LOADING_BAR_HEADER]: "1" }, timeoutMs: 5000 },
      )
        .then((data) => setResult({ query, data }))
        .catch(() => {
          if (!controller.signal.aborted) setResult({ query, data: { products: [], categories: [] } });
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, lang]);

  // Only the answer to the current query counts.
  return query && result?.query === query ? result.data : null;
}
