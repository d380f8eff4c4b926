import Home from "lucide-react/icons/house";
import SearchIcon from "lucide-react/icons/search";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CartLink } from "../../features/cart";
import { useSearchOverlay } from "../../features/search";

/** SPEC 2 mobile icon bar: search, home and cart (small screens only). */
export function MobileIconBar() {
  const { t } = useTranslation();
  const search = useSearchOverlay();
  return (
    <nav className="mobile-icon-bar" aria-label={t("mobileBar.label")}>
      <button type="button" className="icon-button" onClick={search.show}>
        <SearchIcon aria-hidden="true" size={22} />
        <span className="mobile-icon-bar__text">{t("mobileBar.search")}</span>
      </button>
      <Link to="/" className="icon-button">
        <Home aria-hidden="true" size={22} />
        <span className="mobile-icon-bar__text">{t("mobileBar.home")}</span>
      </Link>
      <CartLink showLabel />
    </nav>
  );
}
