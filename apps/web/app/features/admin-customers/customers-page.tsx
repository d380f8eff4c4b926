import { type CustomerSearchResponse, customerStates } from "@shop/shared";
import Search from "lucide-react/icons/search";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { usePaginationLabels } from "../../shell/i18n/pagination-labels";
import { Pagination } from "../../ui/pagination";
import { AdminShell, StaffContent } from "../admin";
import { SelectField } from "../checkout";
import { formatMobile, formatMoment, pageCount } from "../orders";
import { CustomerStateBadge } from "./customer-state-badge";
import {
  CUSTOMERS_PAGE_SIZE,
  type CustomersData,
  type CustomersQuery,
  customerPath,
  customersHref,
} from "./customers-data";

/** A plain GET form, so the address holds the search and the back button works. */
function Filters({ query }: { query: CustomersQuery }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action="/admin/customers" className="admin-filters" role="search">
      <div className="field admin-filters__search">
        <label className="field__label" htmlFor="admin-customers-q">
          {t("admin.customers.search")}
        </label>
        <div className="field__control">
          <input
            id="admin-customers-q"
            className="field__input"
            type="search"
            name="q"
            defaultValue={query.q}
            autoComplete="off"
            maxLength={100}
          />
        </div>
      </div>
      <SelectField label={t("admin.customers.stateLabel")} name="state" defaultValue={query.state}>
        <option value="">{t("admin.customers.allStates")}</option>
        {customerStates.map((state) => (
          <option key={state} value={state}>
            {t(`admin.customers.state.${state}`)}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="button button--primary">
        <Search aria-hidden="true" size={18} />
        {t("admin.customers.apply")}
      </button>
    </Form>
  );
}

function CustomersTable({ page, query }: { page: CustomerSearchResponse; query: CustomersQuery }) {
  const { t, i18n } = useTranslation();
  const paginationLabels = usePaginationLabels();
  if (page.totalCount === 0) {
    return (
      <div className="empty-state">
        <p>{query.q || query.state ? t("admin.customers.noMatch") : t("admin.customers.none")}</p>
      </div>
    );
  }
  return (
    <>
      <p className="admin-count" role="status">
        {t("admin.customers.count", { count: page.totalCount })}
      </p>
      <table className="orders-table orders-table--admin">
        <caption className="sr-only">{t("admin.customers.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.customers.name")}</th>
            <th scope="col">{t("admin.customers.email")}</th>
            <th scope="col">{t("admin.customers.mobile")}</th>
            <th scope="col">{t("admin.customers.created")}</th>
            <th scope="col">{t("admin.customers.stateLabel")}</th>
          </tr>
        </thead>
        <tbody>
          {page.customers.map((customer) => (
            <tr key={customer.customerId}>
              <th scope="row" data-label={t("admin.customers.name")}>
                <Link to={customerPath(customer.customerId)}>
                  <bdi>{customer.name}</bdi>
                </Link>
              </th>
              <td data-label={t("admin.customers.email")}>
                <bdi className="customer-email">{customer.email}</bdi>
              </td>
              <td data-label={t("admin.customers.mobile")}>
                {customer.mobile ? <span dir="ltr">{formatMobile(customer.mobile)}</span> : "—"}
              </td>
              <td data-label={t("admin.customers.created")}>{formatMoment(customer.createdAt, i18n.language)}</td>
              <td data-label={t("admin.customers.stateLabel")}>
                <CustomerStateBadge disabled={customer.disabled} verified={customer.verified} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        page={query.page}
        pageCount={pageCount(page.totalCount, CUSTOMERS_PAGE_SIZE)}
        hrefFor={(n) => customersHref(query, n)}
        labels={paginationLabels}
      />
    </>
  );
}

/** /admin/customers: shopper accounts, searched by name, e-mail or mobile (staff with the customers area). */
export function CustomersPage({ data }: { data: CustomersData }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <AdminShell crumbs={[{ label: t("admin.customers.title") }]}>
      <StaffContent loaded={data.loaded} notFound={t("admin.customers.none")}>
        {(page) => (
          <>
            <h1>{t("admin.customers.title")}</h1>
            <Filters key={`${data.query.q}|${data.query.state}`} query={data.query} />
            <div aria-busy={navigation.state === "loading" || undefined}>
              <CustomersTable page={page} query={data.query} />
            </div>
          </>
        )}
      </StaffContent>
    </AdminShell>
  );
}
