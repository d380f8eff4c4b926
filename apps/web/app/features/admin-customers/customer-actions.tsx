import type { CustomerProfile } from "@shop/shared";
import Ban from "lucide-react/icons/ban";
import Download from "lucide-react/icons/download";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Trash2 from "lucide-react/icons/trash-2";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../lib/api/api-error";
import { notifySuccess } from "../../shell/notify/notify";
import { FormAlert } from "../../ui/form-alert";
import { TextField } from "../../ui/text-field";
import { customerExportHref, eraseCustomer, setCustomerDisabled } from "./customers-api";

/** The failed call's words by error code. */
export function failureKey(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return "admin.customers.errors.network";
  const code = error.errorList[0]?.errorCode;
  if (code === "VALIDATION_FAILED") return "admin.customers.errors.confirm";
  if (code === "NOT_FOUND" || code === "FORBIDDEN") return `admin.customers.errors.${code}`;
  return "admin.customers.errors.generic";
}

/** The e-mail typed again must be the customer's (as the server checks it): case and outer spaces do not count. */
const sameEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase();

function ErasePanel({ customer, onCancel }: { customer: CustomerProfile; onCancel(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const matches = sameEmail(typed, customer.email);

  const erase = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    setBusy(true);
    setFailure(null);
    try {
      const done = await eraseCustomer(customer.customerId, typed.trim());
      notifySuccess(t("admin.customers.erased", { count: done.ordersKept }));
      navigate("/admin/customers");
    } catch (error) {
      setFailure(t(failureKey(error)));
      setBusy(false);
    }
  };

  return (
    <form className="order-card customer-erase" onSubmit={erase} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="order-card__title">
        {t("admin.customers.eraseTitle")}
      </h2>
      <p>{t("admin.customers.eraseText")}</p>
      <TextField
        id={id}
        label={t("admin.customers.eraseConfirm", { email: customer.email })}
        type="email"
        dir="ltr"
        autoComplete="off"
        maxLength={254}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      <FormAlert message={failure} />
      <div className="form__actions">
        <button type="submit" className="button button--danger" disabled={!matches || busy} aria-busy={busy}>
          <Trash2 aria-hidden="true" size={18} />
          {busy ? t("admin.customers.erasing") : t("admin.customers.eraseNow")}
        </button>
        <button type="button" className="button button--outline" onClick={onCancel} disabled={busy}>
          {t("admin.customers.cancel")}
        </button>
      </div>
    </form>
  );
}

/** Disable or re-enable, download the data, erase: for the roles that may edit the customers area. */
export function CustomerActions({
  customer,
  onChanged,
}: {
  customer: CustomerProfile;
  onChanged(customer: CustomerProfile): void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [erasing, setErasing] = useState(false);

  const toggle = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const next = await setCustomerDisabled(customer.customerId, !customer.disabled);
      onChanged(next);
      notifySuccess(t(next.disabled ? "admin.customers.disabledNow" : "admin.customers.enabledNow"));
    } catch (error) {
      setFailure(t(failureKey(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="customer-actions">
        <button type="button" className="button button--outline" onClick={toggle} disabled={busy} aria-busy={busy}>
          {customer.disabled ? <RotateCcw aria-hidden="true" size={18} /> : <Ban aria-hidden="true" size={18} />}
          {customer.disabled ? t("admin.customers.enable") : t("admin.customers.disable")}
        </button>
        <a className="button button--outline" href={customerExportHref(customer.customerId)} download>
          <Download aria-hidden="true" size={18} />
          {t("admin.customers.export")}
        </a>
        {!erasing && (
          <button type="button" className="button button--outline" onClick={() => setErasing(true)}>
            <Trash2 aria-hidden="true" size={18} />
            {t("admin.customers.erase")}
          </button>
        )}
      </div>
      <FormAlert message={failure} />
      {erasing && <ErasePanel customer={customer} onCancel={() => setErasing(false)} />}
    </>
  );
}
