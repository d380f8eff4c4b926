import CircleCheck from "lucide-react/icons/circle-check";
import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRevalidator } from "react-router";
import { Breadcrumbs } from "../../ui/breadcrumbs";
import { GuestAccountOffer } from "../account";
import { clearLocalCart, sessionOwner } from "../cart";
import { OrderAddress, OrderContents, OrderSummaryCard } from "./order-details";
import { OrderGift } from "./order-gift";
import type { SuccessData } from "./success-data";

export function trackPath(number: string): string {
  return `/shop/trackorder?number=${encodeURIComponent(number)}`;
}

function Heading({ data }: { data: Extract<SuccessData, { state: "found" }> }) {
  const { t } = useTranslation();
  const { order, payment } = data;
  const failed = payment === "failed" || order.status === "cancelled";
  const waiting = !failed && order.status === "pending_payment";
  const Icon = failed ? TriangleAlert : waiting ? Clock : CircleCheck;
  const key = failed ? "paymentFailed" : waiting ? "paymentPending" : "thanks";
  return (
    <header className={`success-head success-head--${failed ? "failed" : waiting ? "waiting" : "ok"}`}>
      <Icon aria-hidden="true" size={44} />
      <div>
        <h1>{t(`orders.success.${key}.title`)}</h1>
        <p>{t(`orders.success.${key}.text`, { number: order.number })}</p>
      </div>
    </header>
  );
}

/** How often, and how many times, the page asks again while Stripe's confirmation is on its way. */
const CONFIRM_POLL_MS = 2000;
const CONFIRM_POLLS = 15;

/**
 * Stripe sends the shopper back at once, and its signed webhook (which marks the order paid) a moment later:
 * while the order still awaits payment after a successful return, the page asks again, for up to 30 s.
 */
function useAwaitPaymentConfirmation(data: SuccessData) {
  const revalidator = useRevalidator();
  const [polls, setPolls] = useState(0);
  const awaiting =
    data.state === "found" &&
    data.order.status === "pending_payment" &&
    (data.payment === "succeeded" || data.payment === "processing");
  useEffect(() => {
    if (!awaiting || polls >= CONFIRM_POLLS || revalidator.state !== "idle") return;
    const timer = window.setTimeout(() => {
      setPolls((count) => count + 1);
      void revalidator.revalidate();
    }, CONFIRM_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [awaiting, polls, revalidator]);
}

/** /pages/order/success?number=...: the order just placed, its invoice e-mail and the way to follow it. */
export function OrderSuccessPage({ data }: { data: SuccessData }) {
  const { t } = useTranslation();
  useAwaitPaymentConfirmation(data);
  const found = data.state === "found" ? data : null;
  const done = found && found.payment !== "failed" && found.order.status !== "cancelled";

  // A guest's cart is cleared once the order stands (a card order only once it is paid for or on its way).
  useEffect(() => {
    if (done && !found.member && !sessionOwner()) clearLocalCart();
  }, [done, found]);

  const crumbs = (
    <Breadcrumbs
      items={[{ label: t("breadcrumbs.home"), to: "/" }, { label: t("orders.success.crumb") }]}
      label={t("breadcrumbs.label")}
    />
  );
  if (!found) {
    return (
      <div className="container page order-page">
        {crumbs}
        <div className="empty-state">
          <h1>{t("orders.success.missing.title")}</h1>
          <p>{t("orders.success.missing.text")}</p>
          <Link
            to={data.state === "notFound" ? trackPath(data.number) : "/shop/trackorder"}
            className="button button--primary"
          >
            {t("orders.track")}
          </Link>
        </div>
      </div>
    );
  }
  const { order, member } = found;
  return (
    <div className="container page order-page">
      {crumbs}
      <Heading data={found} />
      {done && (
        <p className="success-mail">
          <Mail aria-hidden="true" size={20} />
          <span>{t("orders.success.mail", { email: order.contact.email })}</span>
        </p>
      )}
      {done && !member && <GuestAccountOffer name={order.contact.name} email={order.contact.email} />}
      <div className="order-layout">
        <div className="order-layout__main">
          <OrderSummaryCard order={order} id="success-facts" />
          <OrderContents order={order} />
        </div>
        <div className="order-layout__aside">
          {order.gift && <OrderGift gift={order.gift} id="success-gift" />}
          <OrderAddress order={order} />
          <div className="order-actions">
            <Link to={trackPath(order.number)} className="button button--primary">
              {t("orders.track")}
            </Link>
            {member && (
              <Link to={`/pages/orders/${encodeURIComponent(order.number)}`} className="button button--outline">
                {t("orders.viewOrder")}
              </Link>
            )}
            <Link to="/shop/collection/left/sidebar" className="button button--outline">
              {t("orders.continue")}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
