import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import { useTranslation } from "react-i18next";
import { chatLink, telLink, useShopConfig } from "../../lib/config/config-context";
import { SocialLinks } from "./social-links";

/** SPEC 2 top bar: address, phone, chat, e-mail and social links. */
export function TopBar() {
  const { t } = useTranslation();
  const { contacts } = useShopConfig();
  const chat = chatLink(contacts.chatNumber);
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <ul className="top-bar__contacts">
          {contacts.address && (
            <li className="top-bar__address">
              <MapPin aria-hidden="true" size={16} />
              <span>{contacts.address}</span>
            </li>
          )}
          {contacts.phone && (
            <li>
              <a href={telLink(contacts.phone)}>
                <Phone aria-hidden="true" size={16} />
                <span className="sr-only">{t("contact.phone")}: </span>
                <bdi>{contacts.phone}</bdi>
              </a>
            </li>
          )}
          {chat && (
            <li>
              <a href={chat} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" size={16} />
                <span>{t("contact.chat")}</span>
                <span className="sr-only"> ({t("common.newTab")})</span>
              </a>
            </li>
          )}
          {contacts.email && (
            <li className="top-bar__email">
              <a href={`mailto:${contacts.email}`}>
                <Mail aria-hidden="true" size={16} />
                <span className="sr-only">{t("contact.email")}: </span>
                <span>{contacts.email}</span>
              </a>
            </li>
          )}
        </ul>
        <SocialLinks className="top-bar__social" />
      </div>
    </div>
  );
}
