import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { SearchOverlay, SearchOverlayProvider } from "../../features/search";
import { ConfigProvider } from "../../lib/config/config-context";
import { TapToTop } from "../../ui/tap-to-top";
import { CurrencyProvider } from "../currency/currency-context";
import { I18nProvider } from "../i18n/i18n-provider";
import { useRestoreStoredLanguage } from "../i18n/switch-language";
import { LoadingBar } from "../loading-bar/loading-bar";
import { Notifications } from "../notify/notifications";
import { ChatButton } from "./chat-button";
import { MobileIconBar } from "./mobile-icon-bar";
import { layoutFor, TAP_TO_TOP_THRESHOLD_PX } from "./path-area";
import type { RootData } from "./root-data.server";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

function Shell({ data, children }: { data: RootData; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const layout = layoutFor(pathname);
  useRestoreStoredLanguage(data.lang);
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t("common.skipToContent")}
      </a>
      <LoadingBar />
      {layout.showHeader && <SiteHeader menu={data.menu} sticky={layout.stickyHeader} />}
      <main id="main-content" tabIndex={-1} className={`main main--${layout.area}`}>
        {children}
      </main>
      {layout.showFooter && <SiteFooter newsletter={layout.showNewsletter && data.config.newsletter.enabled} />}
      {layout.showHeader && <MobileIconBar />}
      <aside className="floating-actions" aria-label={t("common.quickActions")}>
        <TapToTop threshold={TAP_TO_TOP_THRESHOLD_PX} label={t("common.backToTop")} />
        <ChatButton />
      </aside>
      <SearchOverlay />
      <Notifications dir={data.dir} />
    </>
  );
}

/** SPEC 2 root layout: loading bar, header, the routed view, footer, tap-to-top, chat button, toasts. */
export function AppShell({ data, children }: { data: RootData; children: ReactNode }) {
  return (
    <ConfigProvider config={data.config}>
      <I18nProvider lang={data.lang} translations={data.translations}>
        <CurrencyProvider initialCode={data.currency} currencies={data.config.currencies}>
          <SearchOverlayProvider>
            <Shell data={data}>{children}</Shell>
          </SearchOverlayProvider>
        </CurrencyProvider>
      </I18nProvider>
    </ConfigProvider>
  );
}
