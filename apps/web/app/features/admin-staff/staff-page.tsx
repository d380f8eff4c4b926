import { type StaffAccount, type StaffSearchResponse, type StaffStatus, staffRoles, staffStatuses } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { Form, useNavigation, useRevalidator } from "react-router";
import { usePaginationLabels } from "../../shell/i18n/pagination-labels";
import { notifySuccess } from "../../shell/notify/notify";
import { Pagination } from "../../ui/pagination";
import { TextField } from "../../ui/text-field";
import { AdminShell, StaffContent } from "../admin";
import { SelectField } from "../checkout";
import { formatMoment, pageCount } from "../orders";
import { STAFF_PAGE_SIZE, type StaffPageData, type StaffQuery, staffHref } from "./staff-data";
import { StaffInviteForm } from "./staff-invite-form";
import { StaffRowActions } from "./staff-row-actions";

const tone: Record<StaffStatus, string> = {
  active: "active",
  invited: "waiting",
  inviteExpired: "stopped",
  disabled: "stopped",
};

function StatusBadge({ account }: { account: StaffAccount }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="cell-stack">
      <span className={`status-badge status-badge--${tone[account.status]}`}>
        {t(`admin.staff.status.${account.status}`)}
      </span>
      {account.status === "invited" && account.inviteExpiresAt && (
        <span className="muted">
          {t("admin.staff.inviteUntil", { when: formatMoment(account.inviteExpiresAt, i18n.language) })}
        </span>
      )}
    </span>
  );
}

function Filters({ query }: { query: StaffQuery }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action="/admin/staff" className="admin-filters staff-filters" role="search">
      <TextField label={t("admin.staff.search")} name="q" type="search" defaultValue={query.q} />
      <SelectField label={t("admin.staff.role")} name="role" defaultValue={query.role}>
        <option value="">{t("admin.staff.allRoles")}</option>
        {staffRoles.map((role) => (
          <option key={role} value={role}>
            {t(`admin.staff.roles.${role}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("admin.staff.statusLabel")} name="status" defaultValue={query.status}>
        <option value="">{t("admin.staff.allStatuses")}</option>
        {staffStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`admin.staff.status.${status}`)}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="button button--primary">
        {t("admin.staff.apply")}
      </button>
    </Form>
  );
}

function StaffTable({ page, query, onChanged }: { page: StaffSearchResponse; query: StaffQuery; onChanged(): void }) {
  const { t, i18n } = useTranslation();
  const paginationLabels = usePaginationLabels();
  if (page.totalCount === 0) {
    return (
      <div className="empty-state">
        <p>{t("admin.staff.none")}</p>
      </div>
    );
  }
  return (
    <>
      <p className="admin-count" role="status">
        {t("admin.staff.count", { count: page.totalCount })}
      </p>
      <table className="orders-table orders-table--admin staff-table">
        <caption className="sr-only">{t("admin.staff.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.staff.person")}</th>
            <th scope="col">{t("admin.staff.role")}</th>
            <th scope="col">{t("admin.staff.statusLabel")}</th>
            <th scope="col">{t("admin.staff.lastLogin")}</th>
            <th scope="col">{t("admin.staff.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {page.staff.map((account) => (
            <tr key={account.id}>
              <th scope="row" data-label={t("admin.staff.person")}>
                <span className="cell-stack">
                  <bdi>{account.name}</bdi>
                  <bdi className="muted" dir="ltr">
                    {account.email}
                  </bdi>
                  {account.you && <span className="muted">{t("admin.staff.you")}</span>}
                </span>
              </th>
              <td data-label={t("admin.staff.role")}>{t(`admin.staff.roles.${account.role}`)}</td>
              <td data-label={t("admin.staff.statusLabel")}>
                <StatusBadge account={account} />
              </td>
              <td data-label={t("admin.staff.lastLogin")}>
                {account.lastLoginAt ? formatMoment(account.lastLoginAt, i18n.language) : t("admin.staff.never")}
              </td>
              <td data-label={t("admin.staff.actions")}>
                {account.manageable ? (
                  <StaffRowActions
                    key={`${account.role}|${account.status}`}
                    account={account}
                    grantable={page.grantable}
                    onChanged={onChanged}
                  />
                ) : (
                  <span className="muted">{t(account.you ? "admin.staff.notYourself" : "admin.staff.notYours")}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        page={query.page}
        pageCount={pageCount(page.totalCount, STAFF_PAGE_SIZE)}
        hrefFor={(n) => staffHref(query, n)}
        labels={paginationLabels}
      />
    </>
  );
}

/** /admin/staff: staff accounts, invitations, roles and disabling (DESIGN "Back office", issue 15). */
export function StaffPage({ data }: { data: StaffPageData }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const reload = () => void revalidator.revalidate();
  return (
    <AdminShell crumbs={[{ label: t("admin.staff.title") }]}>
      <StaffContent loaded={data.loaded} notFound={t("admin.staff.none")}>
        {(page) => (
          <div className="staff-page">
            <h1>{t("admin.staff.title")}</h1>
            <p className="muted">{t("admin.staff.lead")}</p>
            {page.grantable.length > 0 && (
              <StaffInviteForm
                grantable={page.grantable}
                onInvited={(email) => {
                  notifySuccess(t("admin.staff.invited", { email }));
                  reload();
                }}
              />
            )}
            <h2>{t("admin.staff.listTitle")}</h2>
            <Filters key={`${data.query.q}|${data.query.role}|${data.query.status}`} query={data.query} />
            <div aria-busy={navigation.state === "loading" || revalidator.state === "loading" || undefined}>
              <StaffTable page={page} query={data.query} onChanged={reload} />
            </div>
          </div>
        )}
      </StaffContent>
    </AdminShell>
  );
}
