import type { Order } from "@shop/shared";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AccountLayout } from "../account";
import { OrderActions } from "./order-actions";
import { OrderAddress, OrderContents, OrderSummaryCard } from "./order-details";
import { OrderGift } from "./order-gift";
import { OrderRefunds } from "./order-refunds";
import { OrderReviewLinks } from "./order-review-links";
import { OrderProgressView, OrderTimeline } from "./order-timeline";
import type { Loaded } from "./orders-data";
import { LoadFailed } from "./orders-page";

/** The order itself: facts, progress, what to do with it, contents, address and its whole timeline. */
export function OrderView({ loaded }: { loaded: Order }) {
  const { t } = useTranslation();
  const [order, setOrder] = useState(loaded);
  useEffect(() => setOrder(loaded), [loaded]);
  return (
    <>
      <h1 className="account-title">
        {t("orders.detailTitle")} <bdi className="order-number">{order.number}</bdi>
      </h1>
      <OrderProgressView status={order.status} events={order.events} />
      <OrderActions order={order} onChange={setOrder} />
      <div className="order-layout">
        <div className="order-layout__main">
          <OrderSummaryCard order={order} id="order-facts" />
          <OrderContents order={order} />
          <OrderRefunds refunds={order.refunds ?? []} number={order.number} />
          <OrderReviewLinks order={order} />
        </div>
        <div className="order-layout__aside">
          {order.gift && <OrderGift gift={order.gift} id="order-gift" />}
          <OrderAddress order={order} />
          <section className="order-card" aria-labelledby="order-history">
            <h2 id="order-history" className="order-card__title">
              {t("orders.history")}
            </h2>
            <OrderTimeline events={order.events} headingId="order-history" />
          </section>
        </div>
      </div>
    </>
  );
}

/** /pages/orders/:number: one of the member's orders (guarded). */
export function OrderDetailPage({ loaded }: { loaded: Loaded<Order> }) {
  const { t } = useTranslation();
  return (
    <AccountLayout>
      <Link to="/pages/orders" className="back-link">
        <ArrowLeft aria-hidden="true" size={18} className="flip-rtl" />
        {t("orders.back")}
      </Link>
      {loaded.ok ? (
        <OrderView loaded={loaded.value} />
      ) : loaded.notFound ? (
        <div className="empty-state">
          <h1>{t("orders.notFound.title")}</h1>
          <p>{t("orders.notFound.text")}</p>
        </div>
      ) : (
        <LoadFailed text={t("orders.failedOne")} />
      )}
    </AccountLayout>
  );
}
