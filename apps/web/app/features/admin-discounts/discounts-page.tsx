import { type DiscountCode, discountStatuses, mayUse } from "@shop/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation, useRevalidator } from "react-router";
import { notifyInfo, notifySuccess } from "../../shell/notify/notify";
import { TextField } from "../../ui/text-field";
import { failureMessage, useSessionUser } from "../account";
import { AdminShell, StaffContent } from "../admin";
import { SelectField } from "../checkout";
import { DiscountForm } from "./discount-form";
import { setDiscountActive } from "./discounts-api";
import type { DiscountsPageData, DiscountsQuery } from "./discounts-data";
import { DiscountsTable } from "./discounts-table";

function Filters({ query }: { query: DiscountsQuery }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action="/admin/discounts" className="admin-filters discounts-filters" role="search">
      <TextField label={t("admin.discounts.search")} name="q" type="search" defaultValue={query.q} dir="ltr" />
      <SelectField label={t("admin.discounts.columns.status")} name="status" defaultValue={query.status}>
        <option value="">{t("admin.discounts.allStatuses")}</option>
        {discountStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`admin.discounts.status.${status}`)}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="button button--primary">
        {t("admin.discounts.apply")}
      </button>
    </Form>
  );
}

/** The form is closed, open for a new code, or open on one code. */
type Editing = { state: "closed" } | { state: "new" } | { state: "edit"; code: DiscountCode };

/**
 * /admin/discounts (issue 16, DESIGN "discount codes"): the codes with their uses, revenue and what is left; ADMIN
 * and SUPER_ADMIN make, edit and switch them off or on, a MANAGER only sees them (the server checks either way).
 */
export function DiscountsPage({ data }: { data: DiscountsPageData }) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const user = useSessionUser();
  const editable = mayUse(user?.role, "commerce", "edit");
  const [editing, setEditing] = useState<Editing>({ state: "closed" });
  const reload = () => void revalidator.revalidate();

  const onSwitch = async (code: DiscountCode) => {
    try {
      const saved = await setDiscountActive(code.id, !code.active);
      notifySuccess(
        t(saved.active ? "admin.discounts.switchedOn" : "admin.discounts.switchedOff", { code: saved.code }),
      );
      reload();
    } catch (error) {
      notifyInfo(failureMessage(i18n, error));
    }
  };

  return (
    <AdminShell crumbs={[{ label: t("admin.discounts.title") }]}>
      <StaffContent loaded={data.loaded} notFound={t("admin.discounts.none")}>
        {(page) => (
          <div className="discounts-page">
            <div className="discounts-page__head">
              <h1>{t("admin.discounts.title")}</h1>
              {editable && editing.state === "closed" && (
                <button type="button" className="button button--primary" onClick={() => setEditing({ state: "new" })}>
                  {t("admin.discounts.new")}
                </button>
              )}
            </div>
            <p className="muted">{t("admin.discounts.lead")}</p>
            {editable && editing.state !== "closed" && (
              <DiscountForm
                key={editing.state === "edit" ? editing.code.id : "new"}
                code={editing.state === "edit" ? editing.code : null}
                categories={page.categories}
                onCancel={() => setEditing({ state: "closed" })}
                onSaved={(saved) => {
                  notifySuccess(t("admin.discounts.saved", { code: saved.code }));
                  setEditing({ state: "closed" });
                  reload();
                }}
              />
            )}
            <Filters key={`${data.query.q}|${data.query.status}`} query={data.query} />
            <div aria-busy={navigation.state === "loading" || revalidator.state === "loading" || undefined}>
              <DiscountsTable
                page={page}
                query={data.query}
                categories={page.categories}
                editable={editable}
                onEdit={(code) => setEditing({ state: "edit", code })}
                onSwitch={(code) => void onSwitch(code)}
              />
            </div>
          </div>
        )}
      </StaffContent>
    </AdminShell>
  );
}
