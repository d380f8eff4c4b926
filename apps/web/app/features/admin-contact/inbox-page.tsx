import { type ContactSearchResponse, type ContactStatus, contactStatuses } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { usePaginationLabels } from "../../shell/i18n/pagination-labels";
import { Pagination } from "../../ui/pagination";
import { AdminShell, StaffContent } from "../admin";
import { SelectField } from "../checkout";
import { formatMoment, pageCount } from "../orders";
import { INBOX_PAGE_SIZE, type InboxData, type InboxQuery, inboxHref, messagePath } from "./inbox-data";

const tone: Record<ContactStatus, string> = { new: "waiting", answered: "active", closed: "done" };

export function MessageStatusBadge({ status }: { status: ContactStatus }) {
  const { t } = useTranslation();
  return <span className={`status-badge status-badge--${tone[status]}`}>{t(`admin.messages.status.${status}`)}</span>;
}

function Filters({ query }: { query: InboxQuery }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action="/admin/messages" className="admin-filters" role="search">
      <SelectField
        label={t("admin.messages.filter")}
        name="status"
        defaultValue={query.status}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        <option value="">{t("admin.messages.allStatuses")}</option>
        {contactStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`admin.messages.status.${status}`)}
          </option>
        ))}
      </SelectField>
      <noscript>
        <button type="submit" className="button button--primary">
          {t("admin.messages.apply")}
        </button>
      </noscript>
    </Form>
  );
}

function InboxTable({ page, query }: { page: ContactSearchResponse; query: InboxQuery }) {
  const { t, i18n } = useTranslation();
  const paginationLabels = usePaginationLabels();
  if (page.totalCount === 0) {
    return (
      <div className="empty-state">
        <p>{t("admin.messages.none")}</p>
      </div>
    );
  }
  return (
    <>
      <p className="admin-count" role="status">
        {t("admin.messages.count", { count: page.totalCount })}
      </p>
      <table className="orders-table orders-table--admin">
        <caption className="sr-only">{t("admin.messages.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.messages.subject")}</th>
            <th scope="col">{t("admin.messages.from")}</th>
            <th scope="col">{t("admin.messages.received")}</th>
            <th scope="col">{t("admin.messages.orderNumber")}</th>
            <th scope="col">{t("admin.messages.statusLabel")}</th>
          </tr>
        </thead>
        <tbody>
          {page.messages.map((message) => (
            <tr key={message.id}>
              <th scope="row" data-label={t("admin.messages.subject")}>
                <Link to={messagePath(message.id)}>
                  <bdi>{message.subject}</bdi>
                </Link>
              </th>
              <td data-label={t("admin.messages.from")}>
                <span className="cell-stack">
                  <bdi>{message.name}</bdi>
                  <bdi className="muted">{message.email}</bdi>
                </span>
              </td>
              <td data-label={t("admin.messages.received")}>{formatMoment(message.createdAt, i18n.language)}</td>
              <td data-label={t("admin.messages.orderNumber")}>
                {message.orderNumber ? <bdi>{message.orderNumber}</bdi> : "—"}
              </td>
              <td data-label={t("admin.messages.statusLabel")}>
                <MessageStatusBadge status={message.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        page={query.page}
        pageCount={pageCount(page.totalCount, INBOX_PAGE_SIZE)}
        hrefFor={(n) => inboxHref(query, n)}
        labels={paginationLabels}
      />
    </>
  );
}

/** /admin/messages: the contact inbox by status, newest first (staff with the engagement area). */
export function InboxPage({ data }: { data: InboxData }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <AdminShell crumbs={[{ label: t("admin.messages.title") }]}>
      <StaffContent loaded={data.loaded} notFound={t("admin.messages.none")}>
        {(page) => (
          <>
            <h1>{t("admin.messages.title")}</h1>
            <Filters key={data.query.status} query={data.query} />
            <div aria-busy={navigation.state === "loading" || undefined}>
              <InboxTable page={page} query={data.query} />
            </div>
          </>
        )}
      </StaffContent>
    </AdminShell>
  );
}
