import { formatMoney } from "@shop/shared";
import { useTranslation } from "react-i18next";

export interface Totals {
  items: number;
  /** null: not known yet (no emirate chosen). */
  delivery: number | null;
  codFee: number;
  total: number;
  vat: number;
  vatPercent: number;
}

/** Items, delivery (free or its charge), the cash-on-delivery fee, the total and the VAT it includes. */
export function OrderTotals({ totals, deliveryPending }: { totals: Totals; deliveryPending?: string }) {
  const { t } = useTranslation();
  const money = (fils: number) => <bdi>{formatMoney(fils)}</bdi>;
  return (
    <dl className="order-totals">
      <div>
        <dt>{t("orders.totals.items")}</dt>
        <dd>{money(totals.items)}</dd>
      </div>
      <div>
        <dt>{t("orders.totals.delivery")}</dt>
        <dd>
          {totals.delivery === null
            ? (deliveryPending ?? "—")
            : totals.delivery === 0
              ? t("orders.totals.free")
              : money(totals.delivery)}
        </dd>
      </div>
      {totals.codFee > 0 && (
        <div>
          <dt>{t("orders.totals.codFee")}</dt>
          <dd>{money(totals.codFee)}</dd>
        </div>
      )}
      <div className="order-totals__total">
        <dt>{t("orders.totals.total")}</dt>
        <dd>{money(totals.total)}</dd>
      </div>
      <div className="order-totals__vat">
        <dt>{t("orders.totals.vat", { percent: totals.vatPercent })}</dt>
        <dd>{money(totals.vat)}</dd>
      </div>
    </dl>
  );
}
