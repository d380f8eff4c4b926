import { zodResolver } from "@hookform/resolvers/zod";
import { type AdminOrder, type DeliverySlot, deliveryChangeStatuses, deliverySlots } from "@shop/shared";
import { useId, useState } from "react";
import { FormProvider, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ApiError } from "../../lib/api/api-error";
import { notifySuccess } from "../../shell/notify/notify";
import { FormAlert } from "../../ui/form-alert";
import { failureMessage } from "../account";
import { AddressFields, type AddressFormValues, addressFormSchema, addressInputOf, SelectField } from "../checkout";
import { formatMobile } from "../orders";
import { changeDelivery } from "./admin-api";

interface Values {
  deliveryDate: string;
  deliverySlot: DeliverySlot;
  changeAddress: boolean;
  address: AddressFormValues;
}

const base = { deliveryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), deliverySlot: z.enum(deliverySlots) };
const withAddress = z.object({ ...base, changeAddress: z.literal(true), address: addressFormSchema });
const dateOnly = z.object({ ...base, changeAddress: z.literal(false), address: z.unknown() });
// The address is checked with the address book's rules only when it is being changed.
const resolver: Resolver<Values> = (values, context, options) =>
  zodResolver(values.changeAddress ? withAddress : dateOnly)(values as never, context, options as never) as never;

const text = (value: unknown) => (typeof value === "string" ? value : "");

function initialValues(order: AdminOrder): Values {
  const a = order.address;
  return {
    deliveryDate: order.deliveryDate,
    deliverySlot: order.deliverySlot,
    changeAddress: false,
    address: {
      label: "",
      recipient: text(a.recipient),
      emirate: order.emirate,
      area: text(a.area),
      street: text(a.street),
      building: text(a.building),
      apartment: text(a.apartment),
      landmark: text(a.landmark),
      mobile: formatMobile(text(a.mobile)),
      notes: text(a.notes),
    },
  };
}

/** The message of a refused change, by its code and field (the server's words stay English). */
function refusal(t: (key: string) => string, error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const item = error.errorList[0];
  if (item?.errorCode === "CONFLICT")
    return t(item.field === "deliverySlot" ? "admin.delivery.slotFull" : "admin.delivery.tooLate");
  if (item?.errorCode === "VALIDATION_FAILED") {
    if (item.field === "address.emirate") return t("admin.delivery.sameEmirate");
    if (item.field === "deliverySlot") return t("admin.delivery.badSlot");
    if (item.field === "deliveryDate") return t("admin.delivery.badDate");
  }
  return null;
}

/** Staff change where and when an order goes, before dispatch (issue 15); the shopper is e-mailed. */
export function DeliveryChangePanel({ order, onChanged }: { order: AdminOrder; onChanged(order: AdminOrder): void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({ resolver, defaultValues: initialValues(order), mode: "onSubmit" });
  const { register, handleSubmit, watch, reset, formState } = form;
  if (!(deliveryChangeStatuses as readonly string[]).includes(order.status)) return null;

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    const { label: _label, isDefault: _default, ...address } = addressInputOf(values.address);
    try {
      const changed = await changeDelivery({
        number: order.number,
        ...(values.deliveryDate !== order.deliveryDate ? { deliveryDate: values.deliveryDate } : {}),
        ...(values.deliverySlot !== order.deliverySlot ? { deliverySlot: values.deliverySlot } : {}),
        ...(values.changeAddress ? { address } : {}),
      });
      onChanged(changed);
      reset(initialValues(changed));
      notifySuccess(t("admin.delivery.changed", { number: order.number }));
    } catch (error) {
      setProblem(refusal(t, error) ?? failureMessage(i18n, error));
    }
  });

  return (
    <details className="order-card delivery-change">
      <summary className="order-card__title">{t("admin.delivery.title")}</summary>
      <p className="muted">{t("admin.delivery.hint")}</p>
      <FormProvider {...form}>
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <div className="form-grid">
            <div className="field">
              <label className="field__label" htmlFor={`${id}-date`}>
                {t("admin.delivery.date")}
              </label>
              <div className="field__control">
                <input id={`${id}-date`} className="field__input" type="date" {...register("deliveryDate")} />
              </div>
            </div>
            <SelectField label={t("admin.delivery.slot")} {...register("deliverySlot")}>
              {deliverySlots.map((slot) => (
                <option key={slot} value={slot}>
                  {t(`slots.${slot}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="check-field">
            <input id={`${id}-address`} type="checkbox" {...register("changeAddress")} />
            <label htmlFor={`${id}-address`}>{t("admin.delivery.changeAddress")}</label>
          </div>
          {watch("changeAddress") && <AddressFields />}
          <FormAlert message={problem} />
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? t("admin.delivery.saving") : t("admin.delivery.save")}
            </button>
          </div>
        </form>
      </FormProvider>
    </details>
  );
}
