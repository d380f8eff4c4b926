import { type CustomerDetailResponse, formatMoney } from "@shop/shared";
import { mayUse } from "@shop/shared/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSessionUser } from "../account";
import { AdminShell, StaffContent, type StaffLoaded } from "../admin";
import { formatMobile, formatMoment, StatusBadge } from "../orders";
import { CustomerActions } from "./customer-actions";
import { CustomerStateBadge } from "./customer-state-badge";

type Detail = CustomerDetailResponse;

function OrdersCard({ detail }: { detail: Detail }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="order-card" aria-labelledby="customer-orders">
      <h2 id="customer-orders" className="order-card__title">
        {t("admin.customers.orders", { count: detail.orderCount })}
      </h2>
      {detail.orders.length === 0 ? (
        <p className="muted">{t("admin.customers.noOrders")}</p>
      ) : (
        <table className="orders-table orders-table--admin">
          <caption className="sr-only">{t("admin.customers.orders", { count: detail.orderCount })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("admin.customers.orderNumber")}</th>
              <th scope="col">{t("admin.customers.placed")}</th>
              <th scope="col">{t("admin.customers.orderStatus")}</th>
              <th scope="col">{t("admin.customers.total")}</th>
            </tr>
          </thead>
          <tbody>
            {detail.orders.map((order) => (
              <tr key={order.number}>
                <th scope="row" data-label={t("admin.customers.orderNumber")}>
                  <Link to={`/admin/orders/${encodeURIComponent(order.number)}`}>
                    <bdi>{order.number}</bdi>
                  </Link>
                </th>
                <td data-label={t("admin.customers.placed")}>{formatMoment(order.createdAt, i18n.language)}</td>
                <td data-label={t("admin.customers.orderStatus")}>
                  <StatusBadge status={order.status} />
                </td>
                <td data-label={t("admin.customers.total")}>
                  <bdi>{formatMoney(order.total)}</bdi>
                  {order.refunded > 0 && (
                    <span className="muted">
                      {" "}
                      ({t("admin.customers.refunded", { amount: formatMoney(order.refunded) })})
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function ReviewsCard({ detail }: { detail: Detail }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="order-card" aria-labelledby="customer-reviews">
      <h2 id="customer-reviews" className="order-card__title">
        {t("admin.customers.reviews", { count: detail.reviews.length })}
      </h2>
      {detail.reviews.length === 0 ? (
        <p className="muted">{t("admin.customers.noReviews")}</p>
      ) : (
        <ul className="customer-list">
          {detail.reviews.map((review) => (
            <li key={review.reviewId}>
              <bdi>{review.productName}</bdi> — {t("admin.customers.stars", { count: review.rating })} —{" "}
              <bdi>{review.title}</bdi>{" "}
              <span className="muted">
                ({t(`admin.reviews.status.${review.status}`)}, {formatMoment(review.createdAt, i18n.language)})
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ProfileCard({ detail }: { detail: Detail }) {
  const { t, i18n } = useTranslation();
  const { customer, newsletter } = detail;
  const never = t("admin.customers.never");
  return (
    <section className="order-card" aria-labelledby="customer-profile">
      <h2 id="customer-profile" className="order-card__title">
        {t("admin.customers.profile")}
      </h2>
      <dl className="details-list">
        <dt>{t("admin.customers.email")}</dt>
        <dd>
          <bdi className="customer-email">{customer.email}</bdi>
        </dd>
        <dt>{t("admin.customers.mobile")}</dt>
        <dd>{customer.mobile ? <span dir="ltr">{formatMobile(customer.mobile)}</span> : "—"}</dd>
        <dt>{t("admin.customers.created")}</dt>
        <dd>{formatMoment(customer.createdAt, i18n.language)}</dd>
        <dt>{t("admin.customers.lastLogin")}</dt>
        <dd>{customer.lastLoginAt ? formatMoment(customer.lastLoginAt, i18n.language) : never}</dd>
        <dt>{t("admin.customers.verified")}</dt>
        <dd>{customer.verified ? t("admin.customers.yes") : t("admin.customers.no")}</dd>
        {customer.disabledAt && (
          <>
            <dt>{t("admin.customers.disabledAt")}</dt>
            <dd>{formatMoment(customer.disabledAt, i18n.language)}</dd>
          </>
        )}
        <dt>{t("admin.customers.language")}</dt>
        <dd>{t(`languages.${customer.locale}`, { defaultValue: customer.locale })}</dd>
        <dt>{t("admin.customers.lifetimeSpend")}</dt>
        <dd>
          <bdi>{formatMoney(detail.lifetimeSpend)}</bdi>
        </dd>
        <dt>{t("admin.customers.newsletter")}</dt>
        <dd>
          {t(`admin.customers.newsletterState.${newsletter.status}`)}
          {newsletter.since && <span className="muted"> ({formatMoment(newsletter.since, i18n.language)})</span>}
        </dd>
      </dl>
      <p className="muted customer-note">{t("admin.customers.spendRule")}</p>
    </section>
  );
}

function AddressesCard({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  return (
    <section className="order-card" aria-labelledby="customer-addresses">
      <h2 id="customer-addresses" className="order-card__title">
        {t("admin.customers.addresses", { count: detail.addresses.length })}
      </h2>
      {detail.addresses.length === 0 ? (
        <p className="muted">{t("admin.customers.noAddresses")}</p>
      ) : (
        <ul className="customer-list">
          {detail.addresses.map((address) => (
            <li key={address.addressId}>
              <bdi>
                {[address.recipient, address.building, address.apartment, address.street, address.area]
                  .filter(Boolean)
                  .join(", ")}
              </bdi>
              , {t(`emirates.${address.emirate}`, { defaultValue: address.emirate })}
              {address.isDefault && <span className="muted"> ({t("admin.customers.defaultAddress")})</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CustomerView({ loaded }: { loaded: Detail }) {
  const [customer, setCustomer] = useState(loaded.customer);
  useEffect(() => setCustomer(loaded.customer), [loaded]);
  // DESIGN "Back office": a MANAGER views customers; disabling, the export and erasure are ADMIN and SUPER_ADMIN's.
  const editable = mayUse(useSessionUser()?.role, "customers", "edit");
  const detail = { ...loaded, customer };
  return (
    <>
      <h1>
        <bdi>{customer.name}</bdi>
      </h1>
      <div className="customer-status">
        <CustomerStateBadge disabled={customer.disabled} verified={customer.verified} />
      </div>
      {editable && <CustomerActions customer={customer} onChanged={setCustomer} />}
      <div className="order-layout">
        <div className="order-layout__main">
          <OrdersCard detail={detail} />
          <ReviewsCard detail={detail} />
        </div>
        <div className="order-layout__aside">
          <ProfileCard detail={detail} />
          <AddressesCard detail={detail} />
        </div>
      </div>
    </>
  );
}

/** /admin/customers/:id: a customer's profile, orders, spend, addresses, newsletter and reviews, and the actions. */
export function CustomerPage({ loaded, id }: { loaded: StaffLoaded<CustomerDetailResponse>; id: string }) {
  const { t } = useTranslation();
  return (
    <AdminShell crumbs={[{ label: t("admin.customers.title"), to: "/admin/customers" }, { label: `#${id}` }]}>
      <StaffContent loaded={loaded} notFound={t("admin.customers.notFound")}>
        {(detail) => <CustomerView loaded={detail} />}
      </StaffContent>
    </AdminShell>
  );
}
