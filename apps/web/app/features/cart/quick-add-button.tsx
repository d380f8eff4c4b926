import type { Product } from "@shop/shared";
import Plus from "lucide-react/icons/plus";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyInfo } from "../../shell/notify/notify";

const loadQuickAdd = () => import("./quick-add");
const QuickAddDialog = lazy(() => import("./quick-add-dialog"));

/**
 * Issue 16: "Quick add" on a collection card. One SKU in stock: adds one and opens the cart drawer; several: a
 * small dialog to choose the pot size and colour. The code behind it loads on the first hover, focus or click.
 */
export function QuickAddButton({ product }: { product: { productId: number; name: string; inStock: boolean } }) {
  const { t, i18n } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [choosing, setChoosing] = useState<Product | null>(null);
  if (!product.inStock) return null;

  const start = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const quick = await loadQuickAdd();
      const full = await quick.fetchQuickProduct(product.productId, i18n.language);
      if (!full) throw new Error("gone");
      const only = quick.onlySku(full);
      if (only) await quick.addAndShow(t, full, only, button.current);
      else setChoosing(full);
    } catch {
      notifyInfo(t("cart.failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--outline quick-add"
        aria-haspopup="dialog"
        aria-busy={busy || undefined}
        onPointerEnter={() => void loadQuickAdd()}
        onFocus={() => void loadQuickAdd()}
        onClick={() => void start()}
      >
        <Plus aria-hidden="true" size={16} />
        <span className="quick-add__text" aria-hidden="true">
          {t("cartDrawer.quickAdd")}
        </span>
        <span className="sr-only">{t("cartDrawer.quickAddOf", { name: product.name })}</span>
      </button>
      {choosing && (
        <Suspense fallback={null}>
          <QuickAddDialog product={choosing} returnTo={button} onDone={() => setChoosing(null)} />
        </Suspense>
      )}
    </>
  );
}
