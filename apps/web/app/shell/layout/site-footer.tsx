import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { NewsletterBlock } from "../../features/newsletter";
import { telLink, useShopConfig } from "../../lib/config/config-context";
import { paymentMarks, paymentTitle } from "../../lib/config/shop-promises";
import { safeHref } from "../../lib/safe-href";
import { Logo } from "../../ui/logo";
import { PaymentLogos } from "../../ui/payment-logos";
import { SocialLinks } from "./social-links";

const informationLinks = [
  ["/pages/aboutus", "footer.about"],
  ["/pages/contact", "footer.contact"],
  ["/pages/delivery", "footer.delivery"],
  ["/pages/refund", "footer.refund"],
] as const;

const accountLinks = [
  ["/pages/profile", "footer.profile"],
  ["/shop/cart", "footer.cart"],
  ["/shop/trackorder", "footer.trackOrder"],
] as const;

/** SPEC 2 footer: links, contacts, payment logos, copyright and the optional newsletter block. */
export function SiteFooter({ newsletter }: { newsletter: boolean }) {
  const { t } = useTranslation();
  const config = useShopConfig();
  const { address, phone, email } = config.contacts;
  const infoId = useId();
  const accountId = useId();
  const contactId = useId();

  return (
    <footer className="site-footer">
      {newsletter && <NewsletterBlock />}
      <div className="container footer-main">
        <div className="footer-brand">
          <Logo name={config.shopName} className="logo--light" />
          <p>{t("footer.blurb")}</p>
          <SocialLinks className="footer-social" />
        </div>
        <nav aria-labelledby={infoId}>
          <h2 id={infoId}>{t("footer.information")}</h2>
          <ul>
            {informationLinks.map(([to, key]) => (
              <li key={to}>
                <Link to={to}>{t(key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby={accountId}>
          <h2 id={accountId}>{t("footer.account")}</h2>
          <ul>
            {accountLinks.map(([to, key]) => (
              <li key={to}>
                <Link to={to}>{t(key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby={contactId} className="footer-contact">
          <h2 id={contactId}>{t("footer.contactUs")}</h2>
          <ul>
            {address && (
              <li>
                <MapPin aria-hidden="true" size={16} />
                <span>{address}</span>
              </li>
            )}
            {phone && (
              <li>
                <Phone aria-hidden="true" size={16} />
                <a href={telLink(phone)}>
                  <bdi>{phone}</bdi>
                </a>
              </li>
            )}
            {email && (
              <li>
                <Mail aria-hidden="true" size={16} />
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            )}
          </ul>
        </section>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom__inner">
          <p className="footer-copyright">
            {t("footer.copyright", { year: new Date().getFullYear(), shop: config.shopName })}{" "}
            <a href={safeHref(config.developer.url)} target="_blank" rel="noopener noreferrer">
              {config.developer.name}
              <span className="sr-only"> ({t("common.newTab")})</span>
            </a>
          </p>
          <div className="footer-payments">
            <p className="footer-payments__title">{paymentTitle(config.payments, t)}</p>
            <PaymentLogos
              shown={paymentMarks(config.payments)}
              labels={{ visa: t("payment.visa"), mastercard: t("payment.mastercard"), cash: t("payment.cash") }}
            />
          </div>
        </div>
      </div>
    </footer>
  );
}
