import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { sessionOwner } from "../cart";
import { loadDraft, saveDraft } from "./checkout-draft";
import type { CheckoutFormValues } from "./checkout-forms";

/**
 * Issue 16: the checkout form comes back as it was after a reload, Back or a trip to the cart. Restored after
 * the first render (the browser only, so the server's HTML and the first render agree), then every change is kept.
 */
export function useCheckoutDraft(
  form: UseFormReturn<CheckoutFormValues>,
  member: boolean,
  /** After the values are put back (the copied fields learn which values are copies). */
  onRestored: () => void,
): void {
  useEffect(() => {
    const owner = sessionOwner() ?? "";
    const restored = loadDraft(owner, form.getValues());
    if (restored) {
      // A member's e-mail is the account's, whatever the draft says.
      if (member) restored.contact.email = form.getValues("contact.email");
      form.reset(restored, { keepDefaultValues: true });
      onRestored();
    }
    const { unsubscribe } = form.watch((values) => saveDraft(owner, values as CheckoutFormValues));
    return unsubscribe;
  }, [form, member, onRestored]);
}
