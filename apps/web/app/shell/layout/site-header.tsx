import type { MenuItem } from "@shop/shared";
import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import SearchIcon from "lucide-react/icons/search";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AccountMenu } from "../../features/account";
import { CartControl } from "../../features/cart";
import { useSearchOverlay } from "../../features/search";
import { WishlistLink } from "../../features/wishlist";
import { telLink, useShopConfig } from "../../lib/config/config-context";
import { Logo } from "../../ui/logo";
import { menuOrFallback } from "../menu/fallback-menu";
import { MainMenu } from "../menu/main-menu";
import { useMenuDrawer } from "../menu/menu-drawer";
import { MenuToggle } from "../menu/menu-toggle";
import { SettingsMenu } from "../settings/settings-menu";
import { TopBar } from "./top-bar";
import { useStickyHeader } from "./use-sticky-header";

/** SPEC 2 header: top bar, logo, tagline, contacts, wish list, settings, account, search and the main menu. */
export function SiteHeader({ menu, sticky }: { menu: MenuItem[] | null; sticky: boolean }) {
  const { t } = useTranslation();
  const config = useShopConfig();
  const search = useSearchOverlay();
  const drawer = useMenuDrawer();
  const { slot, fixed } = useStickyHeader(sticky);
  const items = menuOrFallback(menu, t, config.landscapingUrl);
  const { phone, email } = config.contacts;

  return (
    <div className="header-slot" ref={slot} data-fixed={fixed}>
      <header className="site-header" data-fixed={fixed}>
        <TopBar />
        <div className="container header-main">
          <MenuToggle drawer={drawer} />
          <div className="brand">
            <Link to="/" className="brand__home" aria-label={t("header.homeLink", { shop: config.shopName })}>
              <Logo name={config.shopName} />
            </Link>
            <p className="brand__tagline">{t("header.tagline")}</p>
          </div>
          <ul className="header-contacts">
            {phone && (
              <li>
                <a href={telLink(phone)}>
                  <Phone aria-hidden="true" size={18} />
                  <span>
                    <span className="header-contacts__label">{t("header.callUs")}</span>
                    <bdi>{phone}</bdi>
                  </span>
                </a>
              </li>
            )}
            {email && (
              <li>
                <a href={`mailto:${email}`}>
                  <Mail aria-hidden="true" size={18} />
                  <span>
                    <span className="header-contacts__label">{t("header.emailUs")}</span>
                    {email}
                  </span>
                </a>
              </li>
            )}
          </ul>
          <div className="header-actions">
            <button type="button" className="icon-button header-actions__search" onClick={search.show}>
              <SearchIcon aria-hidden="true" size={22} />
              <span className="sr-only">{t("search.open")}</span>
            </button>
            <WishlistLink />
            <SettingsMenu available={config.languages} />
            <AccountMenu />
            <CartControl className="header-actions__cart" />
          </div>
        </div>
        <div className="header-nav">
          <div className="container">
            <MainMenu items={items} drawer={drawer} />
          </div>
        </div>
      </header>
    </div>
  );
}
