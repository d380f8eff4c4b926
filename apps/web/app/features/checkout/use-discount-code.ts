import type { Emirate, Language, PaymentMethod } from "@shop/shared";
import { useCallback, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { quoteCheckout } from "./checkout-api";
import { type CheckoutFormValues, discountCodeInputSchema, quoteRequestOf } from "./checkout-forms";
import { DISCOUNT_INPUT_ID } from "./discount-code-field";
import { discountFailureText } from "./discount-failure";
import type { CartLineRef } from "./use-checkout-data";

/** Any emirate prices the items the same; the code is checked with this one until the shopper chooses theirs. */
const CHECK_EMIRATE: Emirate = "dubai";

/**
 * The discount code at checkout (issue 16): Apply checks it with a quote (the server says whether it is valid
 * and what it takes off), the applied code is a form value (kept in the draft, sent with placeOrder and every
 * quote), and a code refused later (by a quote or by placeOrder) is taken off with its error beside the field.
 */
export function useDiscountCode(options: {
  form: UseFormReturn<CheckoutFormValues>;
  member: boolean;
  refs: readonly CartLineRef[];
  emirate: Emirate | null;
  paymentMethod: PaymentMethod;
  lang: Language;
}) {
  const { form, member, refs, emirate, paymentMethod, lang } = options;
  const { t, i18n } = useTranslation();
  const { setValue } = form;
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  /** What the code took off when it was checked: the summary's estimate until the quote for the emirate. */
  const [checked, setChecked] = useState<{ code: string; discount: number } | null>(null);

  const apply = async (typed: string) => {
    const parsed = discountCodeInputSchema.safeParse(typed);
    if (!parsed.success) {
      setError(t("checkout.discount.enter"));
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const request = quoteRequestOf({
        member,
        lines: refs,
        emirate: emirate ?? CHECK_EMIRATE,
        paymentMethod,
        locale: lang,
        discountCode: parsed.data,
      });
      const quote = await quoteCheckout(request, member);
      const code = quote.discountCode ?? parsed.data.toUpperCase();
      setChecked({ code, discount: quote.discount ?? 0 });
      setValue("discountCode", code);
    } catch (failure) {
      setError(discountFailureText(t, i18n, failure));
    } finally {
      setChecking(false);
    }
  };

  const remove = () => {
    setValue("discountCode", "");
    setChecked(null);
    setError(null);
  };

  /** The server refused the applied code (it expired, ran out, the cart no longer reaches its minimum). */
  const reject = useCallback(
    (failure: unknown, focus = false) => {
      setValue("discountCode", "");
      setChecked(null);
      setError(discountFailureText(t, i18n, failure));
      if (focus) requestAnimationFrame(() => document.getElementById(DISCOUNT_INPUT_ID)?.focus());
    },
    [setValue, t, i18n],
  );

  return { apply, remove, reject, error, clearError: () => setError(null), checking, checked };
}
