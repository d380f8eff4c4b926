import type { Address, CheckoutQuoteRequest, Language } from "@shop/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api/api-error";
import { notifyInfo, notifySuccess } from "../../shell/notify/notify";
import { addAddress, errorCodeOf, PriceChangedError, placeOrder } from "./checkout-api";
import { failureText, formFieldOf } from "./checkout-failure";
import type { SummaryFigures } from "./checkout-figures";
import {
  addressInputOf,
  type CheckoutFormValues,
  checkoutFormSchema,
  placeOrderRequestOf,
  stepFields,
} from "./checkout-forms";
import { attemptKey, endAttempt, type PlacedOrder } from "./checkout-storage";
import { addressesKey, type CartLineRef, quoteKey, shipmentKey } from "./use-checkout-data";

export interface PriceChange {
  from: number;
  to: number;
}

interface Options {
  form: UseFormReturn<CheckoutFormValues>;
  member: boolean;
  refs: readonly CartLineRef[];
  lang: Language;
  figures: SummaryFigures;
  quoteRequest: CheckoutQuoteRequest | null;
  addresses: readonly Address[];
  /** A member's new address is in the book now (the form can start empty for the next one). */
  onAddressSaved(): void;
  /** The applied discount code is no longer valid (DISCOUNT_*): no order; the error goes beside the code field. */
  onCodeRefused(error: unknown): void;
  onPlaced(placed: PlacedOrder): Promise<void>;
}

/** Placing the order: validation, a member's new address saved first, the call and each kind of failure. */
export function usePlaceOrder(options: Options) {
  const { form, member, refs, lang, figures, quoteRequest, addresses, onAddressSaved, onCodeRefused, onPlaced } =
    options;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const [savingAddress, setSavingAddress] = useState(false);
  const { setError, setValue, getValues, trigger } = form;

  const showFailure = (error: unknown) => {
    const message = failureText(t, error);
    setAlert(message);
    notifyInfo(message);
  };

  /** Saves the member's new address in the book and chooses it; false when it could not be saved. */
  const saveNewAddress = async (): Promise<boolean> => {
    const fields = stepFields.address.filter((name) => name.startsWith("address."));
    if (!(await trigger(fields, { shouldFocus: true }))) return false;
    const parsed = checkoutFormSchema("new").shape.address.safeParse(getValues("address"));
    if (!parsed.success) return false;
    setSavingAddress(true);
    try {
      const { addresses: book, added } = await addAddress(addressInputOf(getValues("address")), addresses);
      queryClient.setQueryData(addressesKey, book);
      if (added) {
        setValue("addressMode", "saved");
        setValue("addressId", String(added.addressId));
        onAddressSaved();
      }
      notifySuccess(t("checkout.address.saved"));
      return added !== null;
    } catch (error) {
      const field = error instanceof ApiError ? formFieldOf(`address.${error.errorList[0]?.field ?? ""}`) : null;
      if (field && error instanceof ApiError) {
        setError(field, { type: "server", message: failureText(t, error) }, { shouldFocus: true });
      } else showFailure(error);
      return false;
    } finally {
      setSavingAddress(false);
    }
  };

  const fail = (error: unknown) => {
    const code = errorCodeOf(error);
    const item = error instanceof ApiError ? error.errorList[0] : undefined;
    if (code?.startsWith("DISCOUNT_")) {
      // Issue 16: the code stopped being valid between the quote and now; the form stays as it is.
      onCodeRefused(error);
      return;
    }
    if (code === "OUT_OF_STOCK") {
      void queryClient.invalidateQueries({ queryKey: ["checkout", "quote"] });
    }
    if (code === "CONFLICT" && item?.field === "idempotencyKey") {
      // The key answered another order already (placed from this browser): the next attempt gets a new one.
      endAttempt();
      setAlert(t("checkout.errors.keyUsed"));
      return;
    }
    if (code === "CONFLICT" && item?.field === "deliverySlot") {
      void queryClient.invalidateQueries({ queryKey: shipmentKey });
      setError(
        "deliverySlot",
        { type: "server", message: t("checkout.errors.deliverySlot.full") },
        { shouldFocus: true },
      );
      return;
    }
    const field = formFieldOf(item?.field);
    if (field && code === "VALIDATION_FAILED") {
      if (field === "deliveryDate" || field === "deliverySlot")
        void queryClient.invalidateQueries({ queryKey: shipmentKey });
      setError(field, { type: "server", message: failureText(t, error) }, { shouldFocus: true });
      return;
    }
    showFailure(error);
  };

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    setPriceChange(null);
    let chosen = values;
    if (member && values.addressMode === "new") {
      if (!(await saveNewAddress())) return;
      chosen = getValues();
    }
    if (!figures.exact || !quoteRequest) return;
    const request = placeOrderRequestOf(chosen, {
      member,
      lines: refs,
      expectedTotal: figures.total,
      idempotencyKey: attemptKey(),
      locale: lang,
    });
    try {
      const placed = await placeOrder(request, quoteRequest, member);
      await onPlaced({ order: placed.order, clientSecret: placed.payment?.clientSecret });
    } catch (error) {
      if (error instanceof PriceChangedError) {
        const { paymentMethod } = chosen;
        queryClient.setQueryData(
          quoteKey(member, refs, error.quote.emirate, paymentMethod, lang, chosen.discountCode),
          error.quote,
        );
        setPriceChange({ from: error.previousTotal, to: error.quote.total });
        return;
      }
      fail(error);
    }
  });

  return { submit, sending: form.formState.isSubmitting, alert, priceChange, saveNewAddress, savingAddress };
}
