import type { AuditSearchResponse } from "@shop/shared";
import type { TFunction } from "i18next";
import Search from "lucide-react/icons/search";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { usePaginationLabels } from "../../shell/i18n/pagination-labels";
import { Pagination } from "../../ui/pagination";
import { TextField } from "../../ui/text-field";
import { AdminShell, StaffContent } from "../admin";
import { formatMoment, pageCount } from "../orders";
import type { AuditPageData } from "./audit-data.server";
import { StateDetails } from "./audit-details";
import { AUDIT_PAGE_SIZE, type AuditQuery, activeFilterCount, auditHref } from "./audit-query";
import "../../styles/admin-audit.css";

/** The filters: a plain GET form, so the address holds them and the back button works. */
function AuditFilters({ query }: { query: AuditQuery }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action="/admin/audit" className="admin-filters audit-filters" role="search">
      <TextField
        label={t("admin.audit.entity")}
        name="entity"
        defaultValue={query.entity}
        placeholder={t("admin.audit.entityPlaceholder")}
        autoComplete="off"
        maxLength={40}
      />
      <TextField
        label={t("admin.audit.entityId")}
        name="entityId"
        defaultValue={query.entityId}
        autoComplete="off"
        maxLength={100}
      />
      <TextField
        label={t("admin.audit.productId")}
        name="productId"
        defaultValue={query.productId}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={9}
      />
      <TextField
        label={t("admin.audit.action")}
        name="action"
        defaultValue={query.action}
        placeholder={t("admin.audit.actionPlaceholder")}
        autoComplete="off"
        maxLength={60}
      />
      <TextField label={t("admin.audit.fromDate")} type="date" name="fromDate" defaultValue={query.fromDate} />
      <TextField label={t("admin.audit.toDate")} type="date" name="toDate" defaultValue={query.toDate} />
      <div className="audit-filters__actions">
        <button type="submit" className="button button--primary">
          <Search aria-hidden="true" size={18} />
          {t("admin.audit.apply")}
        </button>
        {activeFilterCount(query) > 0 && (
          <Link to="/admin/audit" className="button button--outline">
            {t("admin.audit.clear")}
          </Link>
        )}
      </div>
    </Form>
  );
}

/** Who made a change: the staff member's name, the shop itself (its timed jobs), or a removed account. */
function actorLabel(entry: AuditSearchResponse["entries"][number], t: TFunction): string {
  if (entry.actorRole === "SYSTEM") return t("admin.audit.systemActor");
  return entry.actorName ?? t("admin.audit.goneActor", { id: entry.actorId });
}

function AuditTable({ result, query }: { result: AuditSearchResponse; query: AuditQuery }) {
  const { t, i18n } = useTranslation();
  const paginationLabels = usePaginationLabels();
  if (result.totalCount === 0) {
    const filtered = activeFilterCount(query) > 0;
    return (
      <div className="empty-state">
        <p>{filtered ? t("admin.audit.noMatch") : t("admin.audit.empty")}</p>
        {filtered && (
          <Link to="/admin/audit" className="button button--outline">
            {t("admin.audit.clear")}
          </Link>
        )}
      </div>
    );
  }
  return (
    <>
      <p className="admin-count" role="status">
        {t("admin.audit.count", { count: result.totalCount })}
      </p>
      <table className="orders-table audit-table">
        <caption className="sr-only">{t("admin.audit.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.audit.when")}</th>
            <th scope="col">{t("admin.audit.who")}</th>
            <th scope="col">{t("admin.audit.role")}</th>
            <th scope="col">{t("admin.audit.action")}</th>
            <th scope="col">{t("admin.audit.what")}</th>
            <th scope="col">{t("admin.audit.change")}</th>
          </tr>
        </thead>
        <tbody>
          {result.entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label={t("admin.audit.when")}>{formatMoment(entry.at, i18n.language)}</td>
              <td data-label={t("admin.audit.who")}>
                <span className="cell-stack">
                  <bdi>{actorLabel(entry, t)}</bdi>
                  {entry.actorEmail && <bdi className="muted">{entry.actorEmail}</bdi>}
                </span>
              </td>
              <td data-label={t("admin.audit.role")}>
                {t(`admin.audit.roles.${entry.actorRole}`, { defaultValue: entry.actorRole })}
              </td>
              <td data-label={t("admin.audit.action")}>
                <bdi className="audit-code">{entry.action}</bdi>
              </td>
              <td data-label={t("admin.audit.what")}>
                <bdi className="audit-code">
                  {entry.entity} {entry.entityId}
                </bdi>
              </td>
              <td data-label={t("admin.audit.change")}>
                <StateDetails entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        page={query.page}
        pageCount={pageCount(result.totalCount, AUDIT_PAGE_SIZE)}
        hrefFor={(n) => auditHref({ ...query, page: n })}
        labels={paginationLabels}
      />
    </>
  );
}

/** /admin/audit: every recorded back-office write, newest first, with filters in the address (issue 13). */
export function AdminAuditPage({ data }: { data: AuditPageData }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { query } = data;
  return (
    <AdminShell crumbs={[{ label: t("admin.audit.title") }]}>
      <StaffContent loaded={data.loaded} notFound={t("admin.failed")}>
        {(result) => (
          <div className="admin-audit">
            <h1>{t("admin.audit.title")}</h1>
            <AuditFilters key={auditHref({ ...query, page: 1 })} query={query} />
            <section aria-busy={navigation.state === "loading" || undefined}>
              <AuditTable result={result} query={query} />
            </section>
          </div>
        )}
      </StaffContent>
    </AdminShell>
  );
}
