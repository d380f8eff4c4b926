import Lock from "lucide-react/icons/lock";
import ShieldCheck from "lucide-react/icons/shield-check";
import Sprout from "lucide-react/icons/sprout";
import Truck from "lucide-react/icons/truck";
import { useTranslation } from "react-i18next";

const promises = [
  { key: "quality", Icon: ShieldCheck },
  { key: "delivery", Icon: Truck },
  { key: "payment", Icon: Lock },
  { key: "care", Icon: Sprout },
] as const;

/** Why shop here: quality checks, quick delivery, secure payment, plant-care help. */
export function ServicePromises() {
  const { t } = useTranslation();
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
                <h3>{t(`promises.${key}.title`)}</h3>
                <p>{t(`promises.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
