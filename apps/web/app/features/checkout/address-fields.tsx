import { emirates } from "@shop/shared";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextField } from "../../ui/text-field";
import type { CheckoutFormValues } from "./checkout-forms";
import { SelectField, TextAreaField } from "./form-controls";
import { useFieldError } from "./use-field-error";

/** The delivery address form (a guest's address, or a member's new one); the emirate decides the charge. */
export function AddressFields({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const error = useFieldError(errors);
  const optional = (key: string) => t("checkout.fields.optional", { label: t(key) });
  return (
    <div className="form-grid">
      {withLabel && (
        <TextField
          label={optional("checkout.fields.label")}
          hint={t("checkout.fields.labelHint")}
          autoComplete="off"
          error={error("address.label")}
          {...register("address.label")}
        />
      )}
      <TextField
        label={t("checkout.fields.recipient")}
        autoComplete="shipping name"
        error={error("address.recipient")}
        {...register("address.recipient")}
      />
      <SelectField
        label={t("checkout.fields.emirate")}
        autoComplete="shipping address-level1"
        error={error("address.emirate")}
        {...register("address.emirate")}
      >
        <option value="">{t("checkout.fields.chooseEmirate")}</option>
        {emirates.map((emirate) => (
          <option key={emirate} value={emirate}>
            {t(`emirates.${emirate}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("checkout.fields.area")}
        autoComplete="shipping address-level2"
        error={error("address.area")}
        {...register("address.area")}
      />
      <TextField
        label={t("checkout.fields.street")}
        autoComplete="shipping address-line1"
        error={error("address.street")}
        {...register("address.street")}
      />
      <TextField
        label={t("checkout.fields.building")}
        autoComplete="shipping address-line2"
        error={error("address.building")}
        {...register("address.building")}
      />
      <TextField
        label={optional("checkout.fields.apartment")}
        autoComplete="shipping address-line3"
        error={error("address.apartment")}
        {...register("address.apartment")}
      />
      <TextField
        label={optional("checkout.fields.landmark")}
        autoComplete="off"
        error={error("address.landmark")}
        {...register("address.landmark")}
      />
      <TextField
        label={t("checkout.fields.addressMobile")}
        type="tel"
        autoComplete="shipping tel"
        inputMode="tel"
        hint={t("checkout.fields.mobileHint")}
        error={error("address.mobile")}
        {...register("address.mobile")}
      />
      <TextAreaField
        className="form-grid__wide"
        label={optional("checkout.fields.notes")}
        hint={t("checkout.fields.notesHint")}
        rows={3}
        autoComplete="off"
        error={error("address.notes")}
        {...register("address.notes")}
      />
    </div>
  );
}
