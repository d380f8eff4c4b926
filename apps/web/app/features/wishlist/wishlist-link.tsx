import Heart from "lucide-react/icons/heart";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useWishlist } from "./use-wishlist";

/** The header's wish-list link with the number of saved lines. */
export function WishlistLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { count } = useWishlist();
  return (
    <Link to="/shop/wishlist" className={`icon-button wishlist-link ${className ?? ""}`}>
      <Heart aria-hidden="true" size={22} />
      <span className="sr-only">{t("wishlist.label", { count })}</span>
      <span className="count-badge" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
