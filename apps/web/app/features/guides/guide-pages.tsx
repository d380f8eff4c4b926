import type { GuidePage, GuideSummary } from "@shop/shared";
import BookOpen from "lucide-react/icons/book-open";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Breadcrumbs } from "../../ui/breadcrumbs";
import { GuideMarkdown } from "./guide-markdown";

const GUIDES_PATH = "/pages/guides";

/** A date as the shop shows it, in Dubai time so the server and the browser agree. */
function dateOf(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "Asia/Dubai" }).format(new Date(iso));
}

function GuideCard({ guide }: { guide: GuideSummary }) {
  return (
    <li className="guide-card">
      {guide.cover && (
        <img className="guide-card__cover" src={guide.cover.src} srcSet={guide.cover.srcset} alt="" loading="lazy" />
      )}
      <h2 className="guide-card__title">
        <Link to={`${GUIDES_PATH}/${guide.slug}`}>{guide.title}</Link>
      </h2>
      <p className="guide-card__summary">{guide.summary}</p>
    </li>
  );
}

/** /pages/guides: the published care guides, or a proper empty state. */
export function GuideListPage({ guides }: { guides: GuideSummary[] }) {
  const { t } = useTranslation();
  return (
    <div className="container page guides">
      <Breadcrumbs
        label={t("breadcrumbs.label")}
        items={[{ label: t("breadcrumbs.home"), to: "/" }, { label: t("guides.title") }]}
      />
      <header className="page-header">
        <h1>{t("guides.title")}</h1>
        <p className="page-header__lead">{t("guides.intro")}</p>
      </header>
      {guides.length ? (
        <ul className="guide-list">
          {guides.map((guide) => (
            <GuideCard key={guide.slug} guide={guide} />
          ))}
        </ul>
      ) : (
        <div className="empty-state">
          <BookOpen aria-hidden="true" size={48} />
          <p>{t("guides.empty")}</p>
        </div>
      )}
    </div>
  );
}

/** /pages/guides/{slug}: one guide, its Markdown rendered as elements only. */
export function GuideArticle({ guide }: { guide: GuidePage }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="container page guide">
      <Breadcrumbs
        label={t("breadcrumbs.label")}
        items={[
          { label: t("breadcrumbs.home"), to: "/" },
          { label: t("guides.title"), to: GUIDES_PATH },
          { label: guide.title },
        ]}
      />
      <header className="page-header">
        <h1>{guide.title}</h1>
        <p className="page-header__lead">{guide.summary}</p>
        <p className="muted guide__date">
          {t("guides.updated", { date: dateOf(guide.updatedAt, i18n.language) })}
          {guide.bodyLang !== i18n.language && <> · {t("guides.inEnglish")}</>}
        </p>
      </header>
      {guide.cover && <img className="guide__cover" src={guide.cover.src} srcSet={guide.cover.srcset} alt="" />}
      <GuideMarkdown text={guide.body} lang={guide.bodyLang} />
      <p className="guide__back">
        <Link to={GUIDES_PATH}>{t("guides.all")}</Link>
      </p>
    </article>
  );
}
