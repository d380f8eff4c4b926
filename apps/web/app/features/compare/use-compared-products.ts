import type { Language, Product, ProductListResponse } from "@shop/shared";
import { useEffect, useState } from "react";
import { apiPost } from "../../lib/api/api-client";
import { COMPARE_MAX } from "./compare-list";

export type LoadState = "idle" | "loading" | "ready" | "failed";

/** displayproducts/searchonlyproducts by id (SPEC 5: filterBy productIds, condition equal). */
function fetchProducts(ids: number[], lang: Language, signal: AbortSignal): Promise<ProductListResponse> {
  return apiPost<ProductListResponse>(
    "/api/v1/displayproducts/searchonlyproducts",
    {
      filtercriteria: [{ filterBy: "productIds", filterValues: ids, filtercond: "equal" }],
      paginationpayload: { from: 0, limit: COMPARE_MAX },
      lang,
    },
    { signal },
  );
}

/** The compared products, in the order they were added; fetched again when the list or language changes. */
export function useComparedProducts(ids: number[], lang: Language, enabled: boolean) {
  const [found, setFound] = useState<{ lang: Language; products: Map<number, Product> }>({ lang, products: new Map() });
  const [state, setState] = useState<LoadState>("idle");
  const [attempt, setAttempt] = useState(0);
  const [gone, setGone] = useState<number[]>([]);
  const known = found.lang === lang ? found.products : new Map<number, Product>();
  const missing = ids.filter((id) => !known.has(id));
  const missingKey = missing.join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (!enabled) return;
    const wanted = missingKey ? missingKey.split(",").map(Number) : [];
    if (wanted.length === 0) {
      setState("ready");
      return;
    }
    const controller = new AbortController();
    setState("loading");
    fetchProducts(wanted, lang, controller.signal)
      .then(({ products }) => {
        setFound((previous) => {
          const next = new Map(previous.lang === lang ? previous.products : []);
          for (const product of products) next.set(product.productId, product);
          return { lang, products: next };
        });
        const returned = new Set(products.map((product) => product.productId));
        setGone(wanted.filter((id) => !returned.has(id)));
        setState("ready");
      })
      .catch(() => {
        if (!controller.signal.aborted) setState("failed");
      });
    return () => controller.abort();
  }, [enabled, lang, missingKey, attempt]);

  const products = ids.flatMap((id) => known.get(id) ?? []);
  return { products, state, gone, retry: () => setAttempt((n) => n + 1) };
}
