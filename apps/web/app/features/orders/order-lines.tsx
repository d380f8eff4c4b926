import { formatMoney } from "@shop/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { colourName, localizeMeasure } from "../catalogue";

export interface DisplayLine {
  key: string;
  name: string;
  options: { potSize: string | null; potColour: string | null };
  qty: number;
  lineTotal: number;
  /** Shown under the line, e.g. a stock problem. */
  note?: ReactNode;
}

/** "12 cm · White" */
export function useOptionsText() {
  const { t } = useTranslation();
  return (options: DisplayLine["options"]) =>
    [
      options.potSize ? localizeMeasure(t, options.potSize) : null,
      options.potColour ? colourName(t, options.potColour) : null,
    ]
      .filter(Boolean)
      .join(" · ");
}

/** The lines of an order or a checkout: name, options, quantity and line total. */
export function OrderLines({ lines, label }: { lines: readonly DisplayLine[]; label: string }) {
  const { t } = useTranslation();
  const optionsText = useOptionsText();
  return (
    <ul className="order-lines" aria-label={label}>
      {lines.map((line) => {
        const options = optionsText(line.options);
        return (
          <li key={line.key} className="order-line">
            <div className="order-line__text">
              <span className="order-line__name">
                <bdi>{line.name}</bdi>
              </span>
              {options && <span className="order-line__options">{options}</span>}
              <span className="order-line__qty">{t("orders.qty", { count: line.qty })}</span>
              {line.note}
            </div>
            <span className="order-line__total">
              <bdi>{formatMoney(line.lineTotal)}</bdi>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
