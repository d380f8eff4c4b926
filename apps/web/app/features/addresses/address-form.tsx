import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef, useState } from "react";
import { FormProvider, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError, errorMessages } from "../../lib/api/api-error";
import { notifyInfo } from "../../shell/notify/notify";
import { FormAlert } from "../../ui/form-alert";
import { useHydrated } from "../../ui/use-hydrated";
import { failureMessage } from "../account";
import { AddressFields } from "../checkout";
import { type AddressBookFormValues, addressBookFormSchema, addressFieldOf } from "./address-book";

// The form keeps "" for an emirate not chosen yet; the schema's enum refuses it with the field's message.
const resolver: Resolver<AddressBookFormValues> = (values, context, options) =>
  zodResolver(addressBookFormSchema)(values as never, context, options as never) as never;

interface AddressFormProps {
  /** The form's heading (it takes the focus when the form opens). */
  title: string;
  initial: AddressBookFormValues;
  submitLabel: string;
  /** Offer "make it the default" (not for the default address itself). */
  offerDefault: boolean;
  /** Saves the values; a failure is shown on its field, or above the form and as an info toast (SPEC 8). */
  onSave(values: AddressBookFormValues): Promise<void>;
  onCancel(): void;
}

/** Add or edit an address: the checkout's address fields (react-hook-form and the shared rules, as at checkout). */
export function AddressForm({ title, initial, submitLabel, offerDefault, onSave, onCancel }: AddressFormProps) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const titleId = useId();
  const defaultId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<AddressBookFormValues>({ resolver, defaultValues: initial, mode: "onSubmit" });
  const {
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  useEffect(() => headingRef.current?.focus(), []);

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await onSave(values);
    } catch (error) {
      const item = error instanceof ApiError ? error.errorList[0] : undefined;
      const field = error instanceof ApiError && error.status === 400 ? addressFieldOf(item?.field) : null;
      if (field && item) {
        const message = errorMessages([item]).join(" ") || t("checkout.errors.generic");
        setError(field, { type: "server", message }, { shouldFocus: true });
        notifyInfo(message);
        return;
      }
      const message = failureMessage(i18n, error);
      setAlert(message);
      notifyInfo(message);
    }
  });

  return (
    <section
      className="address-form"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !isSubmitting) onCancel();
      }}
    >
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <FormProvider {...form}>
        <form className="form" method="post" noValidate onSubmit={submit}>
          <FormAlert message={alert} />
          <AddressFields withLabel />
          {offerDefault && (
            <div className="check-field">
              <input id={defaultId} type="checkbox" {...register("makeDefault")} />
              <label htmlFor={defaultId}>{t("addresses.makeDefault")}</label>
            </div>
          )}
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={!hydrated || isSubmitting}>
              {isSubmitting ? t("addresses.sending") : submitLabel}
            </button>
            <button type="button" className="button button--outline" onClick={onCancel} disabled={isSubmitting}>
              {t("addresses.cancel")}
            </button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
