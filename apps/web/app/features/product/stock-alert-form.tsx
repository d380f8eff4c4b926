import { isLanguage } from "@shop/shared/core";
import BellRing from "lucide-react/icons/bell-ring";
import MailCheck from "lucide-react/icons/mail-check";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api/api-error";
import { FormAlert } from "../../ui/form-alert";
import { TextField } from "../../ui/text-field";
import { useSessionUser } from "../account";
import { askStockAlert } from "./stock-alert-api";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A failed alert in the reader's language, by error code (DESIGN "error codes"). */
function failureKey(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return "network";
  const code = error.errorList[0]?.errorCode;
  return code === "VALIDATION_FAILED" || code === "NOT_FOUND" || code === "CONFLICT" || code === "RATE_LIMITED"
    ? code
    : "generic";
}

/**
 * "E-mail me when it is back" under a sold-out SKU (issue 16): visitors type an address, a member's is filled in.
 * The page shows it in place of buying; the success never says whether the address was already waiting.
 */
export function StockAlertForm({ skuId }: { skuId: number }) {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (busy) return;
    setFailure(null);
    if (!EMAIL.test(email) || email.length > 254) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setBusy(true);
    try {
      await askStockAlert(skuId, email, isLanguage(i18n.language) ? i18n.language : "en");
      setDone(true);
    } catch (error) {
      setFailure(t(`product.stockAlert.errors.${failureKey(error)}`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="stock-alert" aria-labelledby={titleId}>
      <h2 id={titleId} className="stock-alert__title">
        <BellRing aria-hidden="true" size={20} />
        {t("product.stockAlert.title")}
      </h2>
      {done ? null : (
        <form className="stock-alert__form" onSubmit={submit} noValidate>
          <p className="stock-alert__lead">{t("product.stockAlert.lead")}</p>
          <TextField
            key={user?.email ?? "visitor"}
            label={t("product.stockAlert.email")}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            maxLength={254}
            required
            defaultValue={user?.email ?? ""}
            error={invalid ? t("product.stockAlert.invalidEmail") : undefined}
          />
          <button type="submit" className="button button--outline" disabled={busy} aria-busy={busy || undefined}>
            {t("product.stockAlert.submit")}
          </button>
        </form>
      )}
      <div role="status" className="stock-alert__done">
        {done && (
          <>
            <MailCheck aria-hidden="true" size={20} />
            <p>{t("product.stockAlert.done")}</p>
          </>
        )}
      </div>
      <FormAlert message={failure} />
    </section>
  );
}
