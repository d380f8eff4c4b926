import type { Address } from "@shop/shared";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatMobile } from "../orders";
import { AddressFields } from "./address-fields";
import type { CheckoutFormValues } from "./checkout-forms";
import { StepSection } from "./step-section";
import { useFieldError } from "./use-field-error";

export interface AddressBookState {
  status: "loading" | "ready" | "error";
  addresses: readonly Address[];
  retry(): void;
}

/** One line of a saved address: "Villa 12, Street 5, Al Barsha, Dubai". */
export function useAddressLine() {
  const { t } = useTranslation();
  return (a: Pick<Address, "apartment" | "building" | "street" | "area" | "emirate">) =>
    [a.apartment, a.building, a.street, a.area, t(`emirates.${a.emirate}`)]
      .filter(Boolean)
      .join(t("checkout.address.separator"));
}

const CHOICE = "addressChoice";

function SavedAddresses({
  addresses,
  chosen,
  choose,
}: {
  addresses: readonly Address[];
  chosen: string;
  choose(value: string): void;
}) {
  const { t } = useTranslation();
  const lineOf = useAddressLine();
  return (
    <>
      {addresses.map((address) => (
        <label key={address.addressId} className="choice-card">
          <input
            type="radio"
            name={CHOICE}
            value={String(address.addressId)}
            checked={chosen === String(address.addressId)}
            onChange={() => choose(String(address.addressId))}
          />
          <span className="choice-card__body">
            <span className="choice-card__title">
              <bdi>{address.label || address.recipient}</bdi>
              {address.isDefault && <span className="badge badge--ok">{t("checkout.address.default")}</span>}
            </span>
            <span className="choice-card__text">
              <bdi>{address.recipient}</bdi> · <bdi dir="ltr">{formatMobile(address.mobile)}</bdi>
            </span>
            <span className="choice-card__text">
              <bdi>{lineOf(address)}</bdi>
            </span>
          </span>
        </label>
      ))}
    </>
  );
}

/** Step 2: where to. A member picks a saved address or adds one (kept in the address book); a guest types it. */
export function AddressSection({
  member,
  book,
  onUseNew,
  onSaveNew,
  saving,
}: {
  member: boolean;
  book: AddressBookState;
  onUseNew(): void;
  onSaveNew(): void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const {
    watch,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const error = useFieldError(errors);
  const mode = watch("addressMode");
  const chosen = mode === "new" ? "new" : watch("addressId");
  const choose = (value: string) => {
    clearErrors("addressId");
    if (value === "new") {
      setValue("addressMode", "new");
      setValue("addressId", "");
      onUseNew();
    } else {
      setValue("addressMode", "saved");
      setValue("addressId", value, { shouldDirty: true });
    }
  };
  const title = t("checkout.address.title");

  if (!member) {
    return (
      <StepSection step={2} id="checkout-address" title={title}>
        <AddressFields />
      </StepSection>
    );
  }
  if (book.status === "loading") {
    return (
      <StepSection step={2} id="checkout-address" title={title}>
        <p className="checkout-status" role="status">
          <span className="spinner spinner--small" aria-hidden="true" />
          {t("checkout.address.loading")}
        </p>
      </StepSection>
    );
  }
  const hasSaved = book.addresses.length > 0;
  const pickError = error("addressId");
  return (
    <StepSection step={2} id="checkout-address" title={title}>
      {book.status === "error" && (
        <div className="form-alert" role="alert">
          <p>{t("checkout.address.failed")}</p>
          <button type="button" className="button button--outline button--small" onClick={book.retry}>
            {t("checkout.retry")}
          </button>
        </div>
      )}
      {hasSaved && (
        <fieldset className="choice-group" aria-describedby={pickError ? "checkout-address-error" : undefined}>
          <legend className="sr-only">{t("checkout.address.choose")}</legend>
          <SavedAddresses addresses={book.addresses} chosen={chosen} choose={choose} />
          <label className="choice-card">
            <input type="radio" name={CHOICE} value="new" checked={chosen === "new"} onChange={() => choose("new")} />
            <span className="choice-card__body">
              <span className="choice-card__title">{t("checkout.address.addNew")}</span>
            </span>
          </label>
          {pickError && (
            <p id="checkout-address-error" className="field__error">
              {pickError}
            </p>
          )}
        </fieldset>
      )}
      {mode === "new" && (
        <div className="checkout-new-address">
          {!hasSaved && <p className="checkout-step__lead">{t("checkout.address.firstLead")}</p>}
          <AddressFields withLabel />
          <div className="form__actions">
            <button type="button" className="button button--outline" onClick={onSaveNew} disabled={saving}>
              {saving ? t("checkout.sending") : t("checkout.address.save")}
            </button>
          </div>
          <p className="field__hint">{t("checkout.address.saveHint")}</p>
        </div>
      )}
    </StepSection>
  );
}
