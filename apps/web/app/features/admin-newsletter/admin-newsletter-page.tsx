import type { AdminSubscriberSearchResponse } from "@shop/shared";
import Download from "lucide-react/icons/download";
import Search from "lucide-react/icons/search";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { usePaginationLabels } from "../../shell/i18n/pagination-labels";
import { Pagination } from "../../ui/pagination";
import { AdminShell, StaffContent } from "../admin";
import { SelectField } from "../checkout";
import { formatMoment, pageCount } from "../orders";
import type { SubscribersPageData } from "./subscribers-data.server";
import {
  SUBSCRIBERS_PAGE_SIZE,
  type SubscribersQuery,
  subscriberStatuses,
  subscribersExportHref,
  subscribersHref,
} from "./subscribers-query";

/** The filters: a plain GET form, so the address holds them and the back button works. */
function Filters({ query }: { query: SubscribersQuery }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action="/admin/newsletter" className="admin-filters" role="search">
      <SelectField
        label={t("admin.newsletter.status")}
        name="status"
        defaultValue={query.status}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        <option value="">{t("admin.newsletter.allStatuses")}</option>
        {subscriberStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`admin.newsletter.statuses.${status}`)}
          </option>
        ))}
      </SelectField>
      <div className="field admin-filters__search">
        <label className="field__label" htmlFor="admin-newsletter-q">
          {t("admin.newsletter.search")}
        </label>
        <div className="field__control">
          <input
            id="admin-newsletter-q"
            className="field__input"
            type="search"
            name="q"
            dir="ltr"
            defaultValue={query.q}
            autoComplete="off"
            maxLength={254}
          />
        </div>
      </div>
      <button type="submit" className="button button--primary">
        <Search aria-hidden="true" size={18} />
        {t("admin.newsletter.apply")}
      </button>
    </Form>
  );
}

function SubscribersTable({ result, query }: { result: AdminSubscriberSearchResponse; query: SubscribersQuery }) {
  const { t, i18n } = useTranslation();
  const paginationLabels = usePaginationLabels();
  if (result.totalCount === 0) {
    return (
      <div className="empty-state">
        <p>{query.status || query.q ? t("admin.newsletter.noMatch") : t("admin.newsletter.empty")}</p>
      </div>
    );
  }
  return (
    <>
      <p className="admin-count" role="status">
        {t("admin.newsletter.count", { count: result.totalCount })}
      </p>
      <table className="orders-table">
        <caption className="sr-only">{t("admin.newsletter.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.newsletter.email")}</th>
            <th scope="col">{t("admin.newsletter.status")}</th>
            <th scope="col">{t("admin.newsletter.source")}</th>
            <th scope="col">{t("admin.newsletter.language")}</th>
            <th scope="col">{t("admin.newsletter.since")}</th>
          </tr>
        </thead>
        <tbody>
          {result.subscribers.map((s) => (
            <tr key={s.id}>
              <td data-label={t("admin.newsletter.email")}>
                <bdi>{s.email}</bdi>
              </td>
              <td data-label={t("admin.newsletter.status")}>
                <span className={`newsletter-status newsletter-status--${s.status}`}>
                  {t(`admin.newsletter.statuses.${s.status}`)}
                </span>
              </td>
              <td data-label={t("admin.newsletter.source")}>
                {t(`admin.newsletter.sources.${s.source}`, { defaultValue: s.source })}
              </td>
              <td data-label={t("admin.newsletter.language")}>
                {t(`languages.${s.locale}`, { defaultValue: s.locale })}
              </td>
              <td data-label={t("admin.newsletter.since")}>
                {formatMoment(s.unsubscribedAt ?? s.confirmedAt ?? s.createdAt, i18n.language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        page={query.page}
        pageCount={pageCount(result.totalCount, SUBSCRIBERS_PAGE_SIZE)}
        hrefFor={(n) => subscribersHref({ ...query, page: n })}
        labels={paginationLabels}
      />
    </>
  );
}

/** /admin/newsletter: the subscribers with status and source, filtered, paged, and exported as CSV (issue 14). */
export function AdminNewsletterPage({ data }: { data: SubscribersPageData }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { query } = data;
  return (
    <AdminShell crumbs={[{ label: t("admin.newsletter.title") }]}>
      <StaffContent loaded={data.loaded} notFound={t("admin.failed")}>
        {(result) => (
          <div className="admin-newsletter">
            <div className="admin-newsletter__head">
              <h1>{t("admin.newsletter.title")}</h1>
              <div className="form__actions">
                <Link className="button button--primary" to="/admin/newsletter/campaigns">
                  {t("admin.newsletter.campaigns.title")}
                </Link>
                <a className="button button--outline" href={subscribersExportHref(query)} download>
                  <Download aria-hidden="true" size={18} />
                  {t("admin.newsletter.export")}
                </a>
              </div>
            </div>
            <ul className="admin-newsletter__counts">
              {subscriberStatuses.map((status) => (
                <li key={status}>
                  <Link to={subscribersHref({ status, q: "", page: 1 })}>
                    {t(`admin.newsletter.statuses.${status}`)}: <strong>{result.counts[status]}</strong>
                  </Link>
                </li>
              ))}
            </ul>
            <Filters key={subscribersHref({ ...query, page: 1 })} query={query} />
            <section aria-busy={navigation.state === "loading" || undefined}>
              <SubscribersTable result={result} query={query} />
            </section>
          </div>
        )}
      </StaffContent>
    </AdminShell>
  );
}
