import MessageCircle from "lucide-react/icons/message-circle";
import { useTranslation } from "react-i18next";
import { chatLink, useShopConfig } from "../../lib/config/config-context";

/** SPEC 2: an always-visible floating button to the shop's chat (WhatsApp). */
export function ChatButton() {
  const { t } = useTranslation();
  const href = chatLink(useShopConfig().contacts.chatNumber);
  if (!href) return null;
  return (
    <a className="chat-fab" href={href} target="_blank" rel="noopener noreferrer">
      <MessageCircle aria-hidden="true" size={28} />
      <span className="sr-only">
        {t("contact.chatFab")} ({t("common.newTab")})
      </span>
    </a>
  );
}
