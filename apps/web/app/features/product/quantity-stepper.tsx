import { MAX_LINE_QTY } from "@shop/shared/core";
import Minus from "lucide-react/icons/minus";
import Plus from "lucide-react/icons/plus";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

/** Quantity from 1 to `max`: minus and plus buttons around a number field. */
export function QuantityStepper({
  value,
  max,
  onChange,
  disabled = false,
}: {
  value: number;
  max: number;
  onChange(value: number): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  // Issue 16: a quantity above the stock is brought down to it, and the shopper is told, not silently.
  const [capped, setCapped] = useState(false);
  const set = (next: number) => {
    setCapped(Number.isFinite(next) && next > max && max > 0 && max < MAX_LINE_QTY);
    onChange(Math.min(Math.max(Number.isFinite(next) ? next : 1, 1), Math.max(max, 1)));
  };
  return (
    <div className="quantity">
      <label htmlFor={id}>{t("product.quantity")}</label>
      <div className="quantity__control">
        <button type="button" className="icon-button" onClick={() => set(value - 1)} disabled={disabled || value <= 1}>
          <Minus aria-hidden="true" size={18} />
          <span className="sr-only">{t("product.decrease")}</span>
        </button>
        <input
          id={id}
          name="qty"
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(max, 1)}
          step={1}
          value={value}
          disabled={disabled}
          onChange={(event) => set(Math.floor(event.currentTarget.valueAsNumber))}
        />
        <button
          type="button"
          className="icon-button"
          onClick={() => set(value + 1)}
          disabled={disabled || value >= max}
        >
          <Plus aria-hidden="true" size={18} />
          <span className="sr-only">{t("product.increase")}</span>
        </button>
      </div>
      <p className="quantity__note" role="status">
        {capped ? t("cart.errors.onlyLeft", { count: max }) : ""}
      </p>
    </div>
  );
}
