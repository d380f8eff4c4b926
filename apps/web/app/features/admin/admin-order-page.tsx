import type { AdminOrder } from "@shop/shared";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { OrderDocuments } from "../admin-documents";
import { RefundPanel } from "../admin-refunds";
import {
  formatMobile,
  OrderAddress,
  OrderContents,
  OrderGift,
  OrderProgressView,
  OrderSummaryCard,
  OrderTimeline,
} from "../orders";
import type { StaffLoaded } from "./admin-data";
import { AdminShell, StaffContent } from "./admin-shell";
import { DeliveryChangePanel } from "./delivery-change-panel";
import { OrderNotesPanel } from "./order-notes-panel";
import { TransitionPanel } from "./transition-panel";

function AdminOrderView({ loaded }: { loaded: AdminOrder }) {
  const { t } = useTranslation();
  const [order, setOrder] = useState(loaded);
  useEffect(() => setOrder(loaded), [loaded]);
  return (
    <>
      <h1>
        {t("admin.order.title")} <bdi className="order-number">{order.number}</bdi>
      </h1>
      <OrderProgressView status={order.status} events={order.events} />
      <TransitionPanel order={order} onMoved={setOrder} />
      <DeliveryChangePanel order={order} onChanged={setOrder} />
      <RefundPanel order={order} onRefunded={setOrder} />
      <div className="order-layout">
        <div className="order-layout__main">
          <OrderSummaryCard order={order} id="admin-facts">
            <dl className="details-list">
              <dt>{t("admin.order.paymentStatus")}</dt>
              <dd>{t(`admin.paymentStatus.${order.paymentStatus}`, { defaultValue: order.paymentStatus })}</dd>
              <dt>{t("admin.order.customer")}</dt>
              <dd>
                <bdi>{order.contact.name}</bdi>
                {order.userId === null ? ` (${t("admin.order.guest")})` : ""}
              </dd>
              <dt>{t("admin.order.email")}</dt>
              <dd>
                <a href={`mailto:${order.contact.email}`}>
                  <bdi>{order.contact.email}</bdi>
                </a>
              </dd>
              <dt>{t("admin.order.mobile")}</dt>
              <dd>
                <a href={`tel:${order.contact.mobile}`} dir="ltr">
                  {formatMobile(order.contact.mobile)}
                </a>
              </dd>
            </dl>
          </OrderSummaryCard>
          <OrderContents order={order} />
        </div>
        <div className="order-layout__aside">
          {order.gift && <OrderGift gift={order.gift} id="admin-gift" />}
          <OrderAddress order={order} />
          <OrderDocuments number={order.number} status={order.status} />
          <section className="order-card" aria-labelledby="admin-history">
            <h2 id="admin-history" className="order-card__title">
              {t("orders.history")}
            </h2>
            <OrderTimeline events={order.events} headingId="admin-history" showAll />
          </section>
          <OrderNotesPanel number={order.number} />
        </div>
      </div>
    </>
  );
}

/** /admin/orders/:number: the whole order for staff, and its next status. */
export function AdminOrderPage({ loaded, number }: { loaded: StaffLoaded<AdminOrder>; number: string }) {
  const { t } = useTranslation();
  return (
    <AdminShell crumbs={[{ label: t("admin.orders.title"), to: "/admin/orders" }, { label: number }]}>
      <StaffContent loaded={loaded} notFound={t("admin.order.notFound")}>
        {(order) => <AdminOrderView loaded={order} />}
      </StaffContent>
    </AdminShell>
  );
}
