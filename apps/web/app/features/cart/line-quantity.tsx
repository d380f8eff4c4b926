import { MAX_LINE_QTY } from "@shop/shared/core";
import Minus from "lucide-react/icons/minus";
import Plus from "lucide-react/icons/plus";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** Waits this long after the last click before a member's new quantity goes to the server. */
export const QTY_DEBOUNCE_MS = 400;

/**
 * A cart line's quantity, 1..max (max = min(stock, 99)). The shown value follows each click at once; the
 * change is committed after a short pause, so several clicks make one call. A quantity above `max` (the stock
 * fell) is shown as it is; the first change brings it down to `max`. Issue 16: asking for more than the stock
 * (typed, or refused by the server) says "Only 4 left: your cart has 4" instead of cutting silently.
 */
export function LineQuantity({
  value,
  max,
  name,
  disabled = false,
  onCommit,
}: {
  value: number;
  max: number;
  name: string;
  disabled?: boolean;
  onCommit(qty: number): Promise<{ ok: boolean; limited?: number }> | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [pending, setPending] = useState<number | null>(null);
  const [limited, setLimited] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const shown = pending ?? value;
  const ceiling = Math.max(max, 1);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: number) => {
    if (!Number.isFinite(next)) return;
    const qty = Math.min(Math.max(Math.floor(next), 1), ceiling);
    setLimited(next > ceiling && ceiling < MAX_LINE_QTY ? ceiling : null);
    setPending(qty);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (qty === value) {
        setPending(null);
        return;
      }
      void Promise.resolve(onCommit(qty))
        .then((result) => {
          if (result?.ok && result.limited !== undefined) setLimited(result.limited);
        })
        .finally(() => setPending(null));
    }, QTY_DEBOUNCE_MS);
  };

  return (
    <>
      <div className="line-qty">
        <label htmlFor={id} className="sr-only">
          {t("cartPage.quantityOf", { name })}
        </label>
        <button
          type="button"
          className="icon-button"
          onClick={() => change(shown - 1)}
          disabled={disabled || shown <= 1}
        >
          <Minus aria-hidden="true" size={16} />
          <span className="sr-only">{t("cartPage.decrease", { name })}</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={ceiling}
          step={1}
          value={shown}
          disabled={disabled}
          onChange={(event) => change(event.currentTarget.valueAsNumber)}
        />
        <button
          type="button"
          className="icon-button"
          onClick={() => change(shown + 1)}
          disabled={disabled || shown >= ceiling}
        >
          <Plus aria-hidden="true" size={16} />
          <span className="sr-only">{t("cartPage.increase", { name })}</span>
        </button>
      </div>
      <p className="line-qty__note line-warning line-warning--error" role="status">
        {limited !== null ? t("cart.limited", { count: limited }) : ""}
      </p>
    </>
  );
}
