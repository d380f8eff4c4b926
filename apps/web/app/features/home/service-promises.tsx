import Lock from "lucide-react/icons/lock";
import ShieldCheck from "lucide-react/icons/shield-check";
import Sprout from "lucide-react/icons/sprout";
import Truck from "lucide-react/icons/truck";
import { useTranslation } from "react-i18next";
import { useShopConfig } from "../../lib/config/config-context";

const promises = [
  { key: "quality", Icon: ShieldCheck },
  { key: "delivery", Icon: Truck },
  { key: "payment", Icon: Lock },
  { key: "care", Icon: Sprout },
] as const;

/** Why shop here: quality checks, quick delivery, payment, plant-care help; delivery and payment as set now. */
export function ServicePromises() {
  const { t } = useTranslation();
  const { payments, delivery } = useShopConfig();
  // Issue 14: "secure payment" by card only while card payment is on; the same-day cut-off from the settings.
  const textKey = (key: string) => (key === "payment" && !payments.card ? "promises.paymentCash" : `promises.${key}`);
  return (
    <section className="promises" aria-labelledby="promises-title">
      <div className="container">
        <h2 id="promises-title" className="sr-only">
          {t("promises.title")}
        </h2>
        <ul className="promises__list">
          {promises.map(({ key, Icon }) => (
            <li key={key} className="promise">
              <Icon className="promise__icon" aria-hidden="true" size={32} />
              <div>
                <h3>{t(`${textKey(key)}.title`)}</h3>
                <p>{t(`${textKey(key)}.text`, { cutoff: delivery.sameDayCutoff })}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
