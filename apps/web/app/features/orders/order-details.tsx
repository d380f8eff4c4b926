import { type Order, VAT_PERCENT } from "@shop/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDay, formatMobile, formatMoment } from "./order-format";
import { OrderLines } from "./order-lines";
import { StatusBadge } from "./order-timeline";
import { OrderTotals } from "./order-totals";
import { addressTextLines } from "./success-data";

/** Number, date placed, status, payment, delivery date and slot. */
export function OrderFacts({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="details-list order-facts">
      <dt>{t("orders.number")}</dt>
      <dd>
        <bdi className="order-number">{order.number}</bdi>
      </dd>
      <dt>{t("orders.placed")}</dt>
      <dd>{formatMoment(order.createdAt, i18n.language)}</dd>
      <dt>{t("orders.status")}</dt>
      <dd>
        <StatusBadge status={order.status} />
      </dd>
      <dt>{t("orders.payment")}</dt>
      <dd>{t(`orders.paymentMethod.${order.paymentMethod}`)}</dd>
      <dt>{t("orders.delivery")}</dt>
      <dd>
        {t("orders.deliveryWhen", {
          date: formatDay(order.deliveryDate, i18n.language),
          slot: t(`slots.${order.deliverySlot}`),
        })}
      </dd>
    </dl>
  );
}

/** Where it goes: the address as kept on the order, and the contact for the delivery. */
/** The order's summary card: its facts (number, dates, delivery, payment), then anything the page adds. */
export function OrderSummaryCard({ order, id, children }: { order: Order; id: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="order-card" aria-labelledby={id}>
      <h2 id={id} className="order-card__title">
        {t("orders.summary")}
      </h2>
      <OrderFacts order={order} />
      {children}
    </section>
  );
}

export function OrderAddress({ order, headingLevel = 2 }: { order: Order; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const lines = addressTextLines(order.address, (emirate) => t(`emirates.${emirate}`));
  const mobile = typeof order.address.mobile === "string" ? order.address.mobile : order.contact.mobile;
  const notes = typeof order.address.notes === "string" ? order.address.notes : null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="order-card" aria-labelledby={`address-${order.number}`}>
      <Heading id={`address-${order.number}`} className="order-card__title">
        {t("orders.address")}
      </Heading>
      <address className="order-address">
        {lines.map((line) => (
          <bdi key={line}>{line}</bdi>
        ))}
        <bdi dir="ltr">{formatMobile(mobile)}</bdi>
      </address>
      {notes && <p className="order-address__notes">{t("orders.notes", { notes })}</p>}
    </section>
  );
}

/** The lines and the figures, with the VAT the total includes. */
export function OrderContents({ order, headingLevel = 2 }: { order: Order; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="order-card" aria-labelledby={`contents-${order.number}`}>
      <Heading id={`contents-${order.number}`} className="order-card__title">
        {t("orders.contents")}
      </Heading>
      <OrderLines
        label={t("orders.lines")}
        lines={order.lines.map((line) => ({
          key: `${line.skuId}`,
          name: line.name,
          options: line.options,
          qty: line.qty,
          lineTotal: line.lineTotal,
        }))}
      />
      <OrderTotals totals={{ ...order, vatPercent: VAT_PERCENT }} />
    </section>
  );
}
