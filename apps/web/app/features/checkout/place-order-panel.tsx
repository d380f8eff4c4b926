import { formatMoney } from "@shop/shared";
import Lock from "lucide-react/icons/lock";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormAlert } from "../../ui/form-alert";
import type { PriceChange } from "./use-place-order";

/** The place-order button with what stands in its way: a new total to confirm, lines out of stock, a failure. */
export function PlaceOrderPanel({
  sending,
  waiting,
  blocked,
  unavailable,
  alert,
  priceChange,
}: {
  sending: boolean;
  waiting: boolean;
  blocked: boolean;
  unavailable: boolean;
  alert: string | null;
  priceChange: PriceChange | null;
}) {
  const { t } = useTranslation();
  const label = sending
    ? t("checkout.place.sending")
    : waiting
      ? t("checkout.place.waiting")
      : priceChange
        ? t("checkout.place.confirm", { total: formatMoney(priceChange.to) })
        : t("checkout.place.submit");
  return (
    <div className="place-order">
      {priceChange && (
        <div className="banner banner--warn" role="alert">
          <div>
            <h3 className="place-order__heading">{t("checkout.place.priceChangedTitle")}</h3>
            <p>
              {t("checkout.place.priceChanged", {
                from: formatMoney(priceChange.from),
                to: formatMoney(priceChange.to),
              })}
            </p>
          </div>
        </div>
      )}
      {unavailable && (
        <div className="form-alert" role="alert">
          <p>
            {t("checkout.place.unavailable")} <Link to="/shop/cart">{t("checkout.place.toCart")}</Link>
          </p>
        </div>
      )}
      <FormAlert message={alert} />
      <button
        type="submit"
        className="button button--primary button--large button--block"
        disabled={sending || waiting || blocked}
        aria-busy={sending || undefined}
      >
        {sending && <span className="spinner spinner--small spinner--light" aria-hidden="true" />}
        {label}
      </button>
      <p className="place-order__note">
        <Lock aria-hidden="true" size={16} />
        <span>{t("checkout.place.note")}</span>
      </p>
    </div>
  );
}
