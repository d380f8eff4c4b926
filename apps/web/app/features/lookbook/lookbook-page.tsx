import type { Look } from "@shop/shared";
import Images from "lucide-react/icons/images";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Breadcrumbs } from "../../ui/breadcrumbs";
import { LookFigure } from "./look-figure";

/** /pages/lookbook: the staff's looks, each photo with buttons on the products in it; a proper empty state. */
export function LookbookPage({ looks }: { looks: Look[] }) {
  const { t } = useTranslation();
  return (
    <div className="container page lookbook">
      <Breadcrumbs
        label={t("breadcrumbs.label")}
        items={[{ label: t("breadcrumbs.home"), to: "/" }, { label: t("lookbook.title") }]}
      />
      <header className="page-header">
        <h1>{t("lookbook.title")}</h1>
        <p className="page-header__lead">{t("lookbook.intro")}</p>
      </header>
      {looks.length ? (
        looks.map((look) => <LookFigure key={look.lookId} look={look} />)
      ) : (
        <div className="empty-state">
          <Images aria-hidden="true" size={48} />
          <p>{t("lookbook.empty")}</p>
          <Link to="/shop/collection/left/sidebar" className="button button--primary">
            {t("search.browseShop")}
          </Link>
        </div>
      )}
    </div>
  );
}
