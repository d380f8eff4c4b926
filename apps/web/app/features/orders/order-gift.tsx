import GiftIcon from "lucide-react/icons/gift";
import { useTranslation } from "react-i18next";
import { formatMobile } from "./order-format";

/** What a page shows of a gift (issue 16): tracking has no mobile, the order pages have it. */
export interface GiftView {
  recipientName: string;
  message: string | null;
  recipientMobile?: string;
}

/** First-strong isolation: a Latin name in an Arabic sentence (or the reverse) keeps its own direction. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** "Gift for <name>", the recipient's mobile where known, the message as written, and what the slip prints. */
export function OrderGift({ gift, id, headingLevel = 2 }: { gift: GiftView; id: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="order-card order-gift" aria-labelledby={id}>
      <Heading id={id} className="order-card__title order-gift__title">
        <GiftIcon aria-hidden="true" size={18} />
        {t("orders.gift.for", { name: isolate(gift.recipientName) })}
      </Heading>
      {gift.recipientMobile && (
        <p className="order-gift__mobile">
          {t("orders.gift.mobile")} <bdi dir="ltr">{formatMobile(gift.recipientMobile)}</bdi>
        </p>
      )}
      {gift.message ? (
        <figure className="order-gift__message">
          <figcaption>{t("orders.gift.message")}</figcaption>
          <blockquote dir="auto">{gift.message}</blockquote>
        </figure>
      ) : (
        <p className="order-gift__note">{t("orders.gift.noMessage")}</p>
      )}
      <p className="order-gift__note">{t("orders.gift.slip")}</p>
    </section>
  );
}
