import { type AdminDelivery, formatMoney, type OrderStatus } from "@shop/shared";
import FileText from "lucide-react/icons/file-text";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { notifySuccess } from "../../shell/notify/notify";
import { failureMessage } from "../account";
import { transitionOrder } from "../admin";
import { formatMobile, StatusBadge, statusKey } from "../orders";
import { packingSlipHref } from "./deliveries-query";

/** The driver's next step from each status on this page: confirmed orders are prepared first. */
const nextStep: Partial<Record<OrderStatus, OrderStatus>> = {
  confirmed: "preparing",
  preparing: "out_for_delivery",
};

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function AddressBlock({ address }: { address: Record<string, unknown> }) {
  const lines = [
    text(address.recipient),
    [text(address.apartment), text(address.building)].filter(Boolean).join(", "),
    [text(address.street), text(address.area)].filter(Boolean).join(", "),
    text(address.landmark),
  ].filter(Boolean);
  return (
    <address className="delivery-card__address">
      {lines.map((line) => (
        <bdi key={line}>{line}</bdi>
      ))}
      {text(address.notes) && <em>{text(address.notes)}</em>}
    </address>
  );
}

/** One order of the day: where, who, what to collect, its packing slip and its next step. */
export function DeliveryCard({ delivery }: { delivery: AdminDelivery }) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<OrderStatus>(delivery.status);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const next = nextStep[status];

  const move = async (to: OrderStatus) => {
    setBusy(true);
    setProblem(null);
    try {
      const moved = await transitionOrder(delivery.number, to);
      setStatus(moved.status);
      notifySuccess(t("admin.order.moved", { number: delivery.number, status: t(statusKey(moved.status)) }));
    } catch (error) {
      setProblem(failureMessage(i18n, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="delivery-card" aria-label={t("admin.deliveries.order", { number: delivery.number })}>
      <div className="delivery-card__head">
        <Link to={`/admin/orders/${encodeURIComponent(delivery.number)}`} className="delivery-card__number">
          <bdi>{delivery.number}</bdi>
        </Link>
        <StatusBadge status={status} />
      </div>
      <p className="delivery-card__who">
        <bdi>{delivery.name}</bdi> ·{" "}
        <a href={`tel:${delivery.mobile}`} dir="ltr">
          {formatMobile(delivery.mobile)}
        </a>
      </p>
      <AddressBlock address={delivery.address} />
      <p className="delivery-card__facts">
        <span>{t("admin.deliveries.items", { count: delivery.itemCount })}</span>
        <span>
          {delivery.toCollect > 0
            ? t("admin.deliveries.collect", { amount: formatMoney(delivery.toCollect) })
            : t(`admin.deliveries.paid.${delivery.paymentMethod}`)}
        </span>
      </p>
      <div className="delivery-card__actions">
        <a className="button button--outline" href={packingSlipHref(delivery.number)} target="_blank" rel="noopener">
          <FileText aria-hidden="true" size={18} />
          {t("admin.deliveries.packingSlip")}
        </a>
        {next && (
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void move(next)}>
            {busy ? t("admin.order.moving") : t(`admin.deliveries.moveTo.${next}`)}
          </button>
        )}
      </div>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
    </li>
  );
}
