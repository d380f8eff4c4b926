import type { Sku } from "@shop/shared";
import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import { defaultSku } from "./sku-select";

function skuParam(params: URLSearchParams): number | null {
  const value = Number(params.get("sku"));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * The chosen SKU, also kept in ?sku=<id> so a shared link opens on the same size and colour. The choice
 * shows at once; the address follows (replacing the history entry).
 */
export function useSelectedSku(skus: readonly Sku[], initialSkuId: number | null) {
  const [params, setParams] = useSearchParams();
  const fromUrl = skuParam(params);
  const [chosen, setChosen] = useState<number | null>(fromUrl ?? initialSkuId);
  const [seenUrl, setSeenUrl] = useState(fromUrl);
  // The address changed by other means (a link with ?sku=): follow it.
  if (seenUrl !== fromUrl) {
    setSeenUrl(fromUrl);
    if (fromUrl !== null) setChosen(fromUrl);
  }
  const select = useCallback(
    (next: Sku | undefined) => {
      if (!next) return;
      setChosen(next.skuId);
      setParams(
        (previous) => {
          const query = new URLSearchParams(previous);
          query.set("sku", String(next.skuId));
          return query;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [defaultSku(skus, chosen), select] as const;
}
