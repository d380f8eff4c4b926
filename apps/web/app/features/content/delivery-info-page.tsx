import { formatMoney } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { useShopConfig } from "../../lib/config/config-context";
import { money } from "../../lib/config/shop-promises";
import { InfoPage } from "./info-page";
import { deliveryPageTexts, refundPageTexts } from "./promise-texts";

/** The charge of each emirate and the cash-on-delivery fee, as the delivery settings have them now. */
export function DeliveryCharges() {
  const { t } = useTranslation();
  const { delivery, payments } = useShopConfig();
  return (
    <>
      <table className="delivery-charges">
        <thead>
          <tr>
            <th scope="col">{t("pages.delivery.charges.emirate")}</th>
            <th scope="col">{t("pages.delivery.charges.charge")}</th>
          </tr>
        </thead>
        <tbody>
          {delivery.charges.map(({ emirate, charge }) => (
            <tr key={emirate}>
              <th scope="row">{t(`emirates.${emirate}`)}</th>
              <td>{charge === 0 ? t("pages.delivery.charges.free") : <bdi>{formatMoney(charge)}</bdi>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {payments.cashOnDelivery && delivery.codFee > 0 && (
        <p>{t("promiseTexts.codFee", { fee: money(delivery.codFee) })}</p>
      )}
    </>
  );
}

/** /pages/delivery with the live cut-off, charges and free-delivery threshold. */
export function DeliveryInfoPage() {
  const { t } = useTranslation();
  const config = useShopConfig();
  return <InfoPage name="delivery" texts={deliveryPageTexts(config, t)} extra={{ charges: <DeliveryCharges /> }} />;
}

/** /pages/refund: where refunds go, by the payment methods that are on. */
export function RefundInfoPage() {
  const { t } = useTranslation();
  return <InfoPage name="refund" texts={refundPageTexts(useShopConfig(), t)} />;
}
