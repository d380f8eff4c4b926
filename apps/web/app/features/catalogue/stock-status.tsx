import Check from "lucide-react/icons/check";
import CircleAlert from "lucide-react/icons/circle-alert";
import XIcon from "lucide-react/icons/x";
import { useTranslation } from "react-i18next";
import { stockState } from "./stock-state";

/** "In stock", "Only N left" (5 or fewer) or "Sold out". */
export function StockStatus({ stock, id }: { stock: number; id?: string }) {
  const { t } = useTranslation();
  const state = stockState(stock);
  if (state.kind === "out") {
    return (
      <p id={id} className="stock stock--out">
        <XIcon aria-hidden="true" size={18} />
        {t("product.soldOut")}
      </p>
    );
  }
  if (state.kind === "low") {
    return (
      <p id={id} className="stock stock--low">
        <CircleAlert aria-hidden="true" size={18} />
        {t("product.lowStock", { count: state.count })}
      </p>
    );
  }
  return (
    <p id={id} className="stock stock--in">
      <Check aria-hidden="true" size={18} />
      {t("product.inStock")}
    </p>
  );
}
