import { formatMoney } from "@shop/shared";
import Trash from "lucide-react/icons/trash-2";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrency } from "../../shell/currency/currency-context";
import { LOW_STOCK, PriceTag } from "../catalogue";
import { removeFromCart, setCartQty } from "./cart-actions";
import { type CartViewLine, lineMaxQty, lineProblem, lineTotal } from "./cart-line";
import { LineMedia } from "./line-media";
import { LineQuantity } from "./line-quantity";

/** SPEC 9 stock warnings of one line: sold out, more than the stock, or only a few left. */
export function StockWarning({ line, id }: { line: CartViewLine; id: string }) {
  const { t } = useTranslation();
  const problem = lineProblem(line);
  if (problem?.kind === "soldOut") {
    return (
      <p id={id} className="line-warning line-warning--error">
        {t("cartPage.soldOut")}
      </p>
    );
  }
  if (problem?.kind === "tooMany") {
    return (
      <p id={id} className="line-warning line-warning--error">
        {t("cartPage.tooMany", { count: problem.stock })}
      </p>
    );
  }
  if (line.sku.stock <= LOW_STOCK) {
    return (
      <p id={id} className="line-warning">
        {t("product.lowStock", { count: line.sku.stock })}
      </p>
    );
  }
  return null;
}

/** One line of the cart page: picture, name, options, unit price, quantity, line total and remove. */
export function CartLineRow({ line, onRemoved }: { line: CartViewLine; onRemoved?: () => void }) {
  const { t } = useTranslation();
  const { currency } = useCurrency();
  const [removing, setRemoving] = useState(false);
  const warningId = `cart-line-${line.key}-warning`;
  const max = lineMaxQty(line.sku.stock);
  const name = line.product.name;

  const remove = () => {
    setRemoving(true);
    void removeFromCart(line).finally(() => {
      setRemoving(false);
      onRemoved?.();
    });
  };

  return (
    <li className="cart-line" aria-busy={removing || undefined}>
      <LineMedia product={line.product} sku={line.sku} />
      <div className="cart-line__cell cart-line__price">
        <span className="cart-line__label">{t("cartPage.price")}</span>
        <PriceTag price={line.sku.price} discount={Math.max(line.sku.discount, 0)} />
      </div>
      <div className="cart-line__cell cart-line__qty">
        <span className="cart-line__label" aria-hidden="true">
          {t("product.quantity")}
        </span>
        <LineQuantity
          value={line.qty}
          max={max}
          name={name}
          disabled={removing || max === 0}
          onCommit={(qty) => setCartQty(line, qty)}
        />
      </div>
      <div className="cart-line__cell cart-line__total">
        <span className="cart-line__label">{t("cartPage.lineTotal")}</span>
        <bdi>{formatMoney(lineTotal(line), currency)}</bdi>
      </div>
      <button type="button" className="icon-button cart-line__remove" onClick={remove} disabled={removing}>
        <Trash aria-hidden="true" size={18} />
        <span className="sr-only">{t("cartPage.remove", { name })}</span>
      </button>
      <StockWarning line={line} id={warningId} />
    </li>
  );
}
