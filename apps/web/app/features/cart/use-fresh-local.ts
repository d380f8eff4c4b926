import type { Sku } from "@shop/shared";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { ProductSnapshot } from "../catalogue";
import { type FreshSku, fetchProducts, freshSkus, productIdsOf } from "./fresh-products";

type Line = { skuId: number; product: ProductSnapshot; sku: Sku };

/**
 * For a visitor: refreshes the lines' snapshots (name in the page's language, price, stock) once when the
 * list is shown and whenever the set of products changes. A failure keeps the stored snapshots.
 */
export function useFreshLocalLines(
  enabled: boolean,
  lines: readonly Line[],
  store: (fresh: ReadonlyMap<number, FreshSku>) => void,
): void {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const ids = productIdsOf(lines);
  const key = ids.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch only when the products or language change
  useEffect(() => {
    if (!enabled || key === "") return;
    const controller = new AbortController();
    const asked = new Set(ids);
    fetchProducts(ids, lang, controller.signal)
      .then((products) => store(freshSkus(lines, products, asked)))
      .catch(() => {});
    return () => controller.abort();
  }, [enabled, key, lang]);
}
