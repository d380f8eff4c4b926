import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { useTranslation } from "react-i18next";
import { telLink, useShopConfig } from "../../lib/config/config-context";
import { mapSearchUrl } from "./contact-form";

/** The shop's address, phone and e-mail from the public settings (as the footer shows them), and a map link. */
export function ShopDetails() {
  const { t } = useTranslation();
  const { address, phone, email } = useShopConfig().contacts;
  return (
    <aside className="contact-card contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{t("contactPage.details.title")}</h2>
      <dl>
        {address && (
          <>
            <dt>
              <MapPin aria-hidden="true" size={18} />
              {t("contactPage.details.address")}
            </dt>
            <dd>
              <address>{address}</address>
              <a href={mapSearchUrl(address)} target="_blank" rel="noopener noreferrer">
                {t("contactPage.details.map")}
                <span className="sr-only"> ({t("common.newTab")})</span>
              </a>
            </dd>
          </>
        )}
        {phone && (
          <>
            <dt>
              <Phone aria-hidden="true" size={18} />
              {t("contactPage.details.phone")}
            </dt>
            <dd>
              <a href={telLink(phone)} dir="ltr">
                {phone}
              </a>
            </dd>
          </>
        )}
        {email && (
          <>
            <dt>
              <Mail aria-hidden="true" size={18} />
              {t("contactPage.details.email")}
            </dt>
            <dd>
              <a href={`mailto:${email}`} dir="ltr">
                {email}
              </a>
            </dd>
          </>
        )}
      </dl>
      <p className="contact-details__note">{t("contactPage.details.note")}</p>
    </aside>
  );
}
