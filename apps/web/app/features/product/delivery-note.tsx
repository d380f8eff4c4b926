import Truck from "lucide-react/icons/truck";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useShopConfig } from "../../lib/config/config-context";
import { chargesSentence, sameDaySentence } from "../../lib/config/shop-promises";
import { DeliveryEstimateLine } from "./delivery-estimate-line";

/** Issue 14: what delivery costs and when it can arrive, from the live delivery settings; issue 16: the estimate. */
export function DeliveryNote() {
  const { t } = useTranslation();
  const { delivery } = useShopConfig();
  return (
    <div className="delivery-note">
      <Truck aria-hidden="true" size={20} />
      <div>
        <DeliveryEstimateLine />
        <p>
          {chargesSentence(delivery, t)} {sameDaySentence(delivery, t)}{" "}
          <Link to="/pages/delivery">{t("product.deliveryMore")}</Link>
        </p>
      </div>
    </div>
  );
}
