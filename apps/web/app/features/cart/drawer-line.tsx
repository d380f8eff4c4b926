import { formatMoney } from "@shop/shared";
import Trash from "lucide-react/icons/trash-2";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrency } from "../../shell/currency/currency-context";
import { removeFromCart } from "./cart-actions";
import { type CartViewLine, lineTotal, unitPrice } from "./cart-line";
import { StockWarning } from "./cart-line-row";
import { LineMedia } from "./line-media";

/** One line of the cart drawer: picture, name and options, qty × price, total, remove; the line just added is marked. */
export function DrawerLine({
  line,
  limited,
  justAdded = false,
  onNavigate,
  onRemoved,
}: {
  line: CartViewLine;
  /** Issue 16: the shopper asked for more than the stock; the line holds this many. */
  limited?: number;
  justAdded?: boolean;
  onNavigate: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const { currency } = useCurrency();
  const [removing, setRemoving] = useState(false);
  const remove = () => {
    setRemoving(true);
    void removeFromCart(line).finally(() => {
      setRemoving(false);
      onRemoved();
    });
  };
  return (
    <li className={`drawer-line${justAdded ? " drawer-line--added" : ""}`} aria-busy={removing || undefined}>
      <LineMedia product={line.product} sku={line.sku} size={64} onNavigate={onNavigate} />
      <p className="drawer-line__amounts">
        <bdi>{t("cartDrawer.qtyTimes", { qty: line.qty, price: formatMoney(unitPrice(line), currency) })}</bdi>
        <bdi className="drawer-line__total">{formatMoney(lineTotal(line), currency)}</bdi>
      </p>
      <button type="button" className="icon-button drawer-line__remove" onClick={remove} disabled={removing}>
        <Trash aria-hidden="true" size={18} />
        <span className="sr-only">{t("cartPage.remove", { name: line.product.name })}</span>
      </button>
      {limited !== undefined && (
        <p className="line-warning line-warning--error">{t("cart.limited", { count: limited })}</p>
      )}
      <StockWarning line={line} id={`drawer-${line.key}-warning`} />
    </li>
  );
}
