import ExternalLink from "lucide-react/icons/external-link";
import { useTranslation } from "react-i18next";
import { safeHref } from "../../lib/safe-href";

/** SPEC 1: a link to the landscaping services site (new tab). */
export function LandscapingBanner({ url }: { url: string }) {
  const { t } = useTranslation();
  if (!url) return null;
  return (
    <section className="landscaping" aria-labelledby="landscaping-title">
      <div className="container landscaping__inner">
        <div>
          <h2 id="landscaping-title">{t("landscaping.title")}</h2>
          <p>{t("landscaping.text")}</p>
        </div>
        <a className="button button--light" href={safeHref(url)} target="_blank" rel="noopener noreferrer">
          {t("landscaping.cta")}
          <ExternalLink aria-hidden="true" size={18} />
          <span className="sr-only"> ({t("common.newTab")})</span>
        </a>
      </div>
    </section>
  );
}
