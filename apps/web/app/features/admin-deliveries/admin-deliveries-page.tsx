import { deliverySlots, emirates } from "@shop/shared";
import Filter from "lucide-react/icons/filter";
import Printer from "lucide-react/icons/printer";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { usePaginationLabels } from "../../shell/i18n/pagination-labels";
import { Pagination } from "../../ui/pagination";
import { AdminShell, StaffContent } from "../admin";
import { SelectField } from "../checkout";
import { formatDay, pageCount } from "../orders";
import type { DeliveriesPageData } from "./deliveries-data.server";
import {
  DELIVERIES_PAGE_SIZE,
  type DeliveriesQuery,
  deliveriesHref,
  groupDeliveries,
  packingSlipsHref,
} from "./deliveries-query";
import { DeliveryCard } from "./delivery-card";

/** The day and the filters: a plain GET form, so the address holds them. */
function Filters({ query }: { query: DeliveriesQuery }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action="/admin/deliveries" className="deliveries-filters" role="search">
      <div className="field">
        <label className="field__label" htmlFor="deliveries-date">
          {t("admin.deliveries.date")}
        </label>
        <div className="field__control">
          <input id="deliveries-date" className="field__input" type="date" name="date" defaultValue={query.date} />
        </div>
      </div>
      <SelectField label={t("admin.orders.emirate")} name="emirate" defaultValue={query.emirate}>
        <option value="">{t("admin.orders.allEmirates")}</option>
        {emirates.map((emirate) => (
          <option key={emirate} value={emirate}>
            {t(`emirates.${emirate}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("admin.orders.slot")} name="slot" defaultValue={query.slot}>
        <option value="">{t("admin.orders.allSlots")}</option>
        {deliverySlots.map((slot) => (
          <option key={slot} value={slot}>
            {t(`slots.${slot}`)}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="button button--primary">
        <Filter aria-hidden="true" size={18} />
        {t("admin.deliveries.show")}
      </button>
    </Form>
  );
}

/** /admin/deliveries: a day's orders by emirate then slot, for preparing and dispatching them (issue 15). */
export function AdminDeliveriesPage({ data }: { data: DeliveriesPageData }) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const paginationLabels = usePaginationLabels();
  const { query } = data;
  return (
    <AdminShell
      crumbs={[{ label: t("admin.orders.title"), to: "/admin/orders" }, { label: t("admin.deliveries.title") }]}
    >
      <StaffContent loaded={data.loaded} notFound={t("admin.failed")}>
        {(result) => (
          <div className="admin-deliveries" aria-busy={navigation.state === "loading" || undefined}>
            <div className="orders-head">
              <h1>{t("admin.deliveries.title")}</h1>
              {result.totalCount > 0 && (
                <a className="button button--outline" href={packingSlipsHref(query)} target="_blank" rel="noopener">
                  <Printer aria-hidden="true" size={18} />
                  {t("admin.deliveries.allSlips")}
                </a>
              )}
            </div>
            <Filters key={deliveriesHref(query)} query={query} />
            <p className="admin-count" role="status">
              {t("admin.deliveries.count", { count: result.totalCount, day: formatDay(query.date, i18n.language) })}
            </p>
            {result.totalCount === 0 && (
              <div className="empty-state">
                <p>{t("admin.deliveries.none")}</p>
                <Link className="button button--outline" to="/admin/orders">
                  {t("admin.orders.title")}
                </Link>
              </div>
            )}
            {groupDeliveries(result.deliveries).map((group) => (
              <section key={group.emirate} className="deliveries-emirate" aria-labelledby={`em-${group.emirate}`}>
                <h2 id={`em-${group.emirate}`}>{t(`emirates.${group.emirate}`)}</h2>
                {group.slots.map((slot) => (
                  <section key={slot.slot} aria-labelledby={`em-${group.emirate}-${slot.slot}`}>
                    <h3 id={`em-${group.emirate}-${slot.slot}`}>
                      {t(`slots.${slot.slot}`)} ({slot.rows.length})
                    </h3>
                    <ul className="delivery-cards">
                      {slot.rows.map((delivery) => (
                        <DeliveryCard key={delivery.number} delivery={delivery} />
                      ))}
                    </ul>
                  </section>
                ))}
              </section>
            ))}
            <Pagination
              page={query.page}
              pageCount={pageCount(result.totalCount, DELIVERIES_PAGE_SIZE)}
              hrefFor={(n) => deliveriesHref({ ...query, page: n })}
              labels={paginationLabels}
            />
          </div>
        )}
      </StaffContent>
    </AdminShell>
  );
}
