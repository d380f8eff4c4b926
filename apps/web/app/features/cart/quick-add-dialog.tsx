import { formatMoney, type Product } from "@shop/shared";
import { discountedPrice } from "@shop/shared/core";
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrency } from "../../shell/currency/currency-context";
import "../../styles/quick-add.css";
import { addAndShow, skuOptions } from "./quick-add";

/**
 * Issue 16: the small dialog of "Quick add" for a product with several SKUs: one radio per SKU (pot size and
 * colour, price), sold-out ones disabled and marked. A native modal dialog: focus stays inside, Escape closes
 * and focus goes back to the "Quick add" button; after adding, the cart drawer opens.
 */
export default function QuickAddDialog({
  product,
  returnTo,
  onDone,
}: {
  product: Product;
  returnTo: RefObject<HTMLButtonElement | null>;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const { currency } = useCurrency();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [skuId, setSkuId] = useState<number | null>(product.skus.find((sku) => sku.stock > 0)?.skuId ?? null);
  const [busy, setBusy] = useState(false);
  const added = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const cancel = () => dialog.current?.close();
  const closed = () => {
    if (!added.current) returnTo.current?.focus();
    onDone();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sku = product.skus.find((candidate) => candidate.skuId === skuId);
    if (!sku || sku.stock <= 0 || busy) return;
    setBusy(true);
    const ok = await addAndShow(t, product, sku, returnTo.current);
    setBusy(false);
    if (!ok) return;
    added.current = true;
    dialog.current?.close();
  };

  return (
    <dialog ref={dialog} className="quick-add-dialog" aria-labelledby={titleId} aria-modal="true" onClose={closed}>
      <form onSubmit={(event) => void submit(event)}>
        <h2 id={titleId}>{t("cartDrawer.choose", { name: product.name })}</h2>
        <fieldset>
          <legend>{t("cartDrawer.option")}</legend>
          {product.skus.map((sku) => {
            const soldOut = sku.stock <= 0;
            const options = skuOptions(t, sku) || product.name;
            return (
              <label key={sku.skuId} className="quick-add-dialog__choice" data-soldout={soldOut || undefined}>
                <input
                  type="radio"
                  name="sku"
                  value={sku.skuId}
                  checked={skuId === sku.skuId}
                  disabled={soldOut}
                  onChange={() => setSkuId(sku.skuId)}
                />
                <span>{soldOut ? t("cartDrawer.soldOutOption", { option: options }) : options}</span>
                <bdi>{formatMoney(discountedPrice(sku.price, Math.max(sku.discount, 0)), currency)}</bdi>
              </label>
            );
          })}
        </fieldset>
        <div className="quick-add-dialog__buttons">
          <button type="button" className="button button--outline" onClick={cancel}>
            {t("cartDrawer.cancel")}
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={skuId === null || busy}
            aria-busy={busy || undefined}
          >
            {t("product.addToCart")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
