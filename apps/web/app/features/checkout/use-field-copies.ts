import { useCallback, useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import { type CheckoutFormValues, emptyAddress } from "./checkout-forms";
import { type CopySource, type CopyTarget, copyInto, fieldCopies, giftCopies } from "./copied-fields";

/** The text fields something else may fill: the copies' targets, and the contact mobile (from a saved address). */
type Fillable = CopyTarget | "contact.mobile";

/** Whether the shopper's cursor is in the field (registered inputs are named by their path). */
function isFocused(field: string): boolean {
  if (typeof document === "undefined") return false;
  const active = document.activeElement;
  return active instanceof HTMLInputElement && active.name === field;
}

/**
 * The checkout's copied fields (copied-fields.ts): the recipient and the address's mobile follow the contact's
 * name and mobile while the shopper has not typed in them. What the shopper types is never replaced.
 */
export function useFieldCopies(form: UseFormReturn<CheckoutFormValues>) {
  const { getValues, setValue, watch } = form;
  /** Fields the shopper (or the browser's autofill) has typed in. */
  const typed = useRef(new Set<string>());
  /** What the last copy put in each field; a member's recipient and mobile start as copies of the profile. */
  const copied = useRef<Map<string, string> | null>(null);
  copied.current ??= new Map(fieldCopies.map(({ to }) => [to, getValues(to)]));

  const offer = useCallback(
    (field: Fillable, value: string) => {
      const known = copied.current ?? new Map<string, string>();
      const fill = (target: Fillable, source: string) => {
        const state = { value: getValues(target), copied: known.get(target) ?? "", typed: typed.current.has(target) };
        const next = copyInto({ ...state, focused: isFocused(target) }, source);
        if (next === null) return;
        known.set(target, next);
        setValue(target, next);
        // A filled source passes its value on to its own copies.
        for (const copy of fieldCopies) if (copy.from === target) fill(copy.to, next);
      };
      fill(field, value);
    },
    [getValues, setValue],
  );

  useEffect(() => {
    const { unsubscribe } = watch((_values, { name, type }) => {
      // An event is the shopper's input (setValue reports no type): "change" from React's onChange, or the
      // native event's own type under another renderer (decision 0026: Preact's "input").
      if (!type || !name) return;
      typed.current.add(name);
      // Issue 16: a gift goes to its recipient, so the address follows the gift's recipient, not the buyer.
      const gift = getValues("gift");
      if (name === "gift.enabled") {
        // Ticked: the address follows the gift's recipient again; unticked: the buyer's name and mobile.
        for (const { from, to } of gift.enabled ? giftCopies : fieldCopies) {
          if (getValues(from) !== "") offer(to, getValues(from));
        }
        return;
      }
      const giftTarget = giftCopies.find((copy) => copy.from === name);
      if (giftTarget && gift.enabled) offer(giftTarget.to, getValues(giftTarget.from));
      if (gift.enabled && gift.recipient.trim() !== "" && name.startsWith("contact.")) return;
      for (const copy of fieldCopies) if (copy.from === name) offer(copy.to, getValues(copy.from as CopySource));
    });
    return unsubscribe;
  }, [watch, getValues, offer]);

  return {
    /** Fills a field from elsewhere (a saved address's mobile) when the rules allow. */
    offer,
    /**
     * Values put back from the checkout draft (issue 16): a target that holds what its source holds counts as a
     * copy again, so it keeps following its source.
     */
    resync: useCallback(() => {
      for (const { from, to } of [...fieldCopies, ...giftCopies]) {
        const value = getValues(to);
        if (value !== "" && value === getValues(from)) copied.current?.set(to, value);
      }
    }, [getValues]),
    /** The copies' targets catch up with their sources (the new-address form is shown again). */
    refill: useCallback(() => {
      for (const copy of fieldCopies) offer(copy.to, getValues(copy.from));
    }, [getValues, offer]),
    /** The new address went into the address book: the next new one starts empty, copies prefill it again. */
    clearAddress: useCallback(() => {
      for (const field of [...typed.current]) if (field.startsWith("address.")) typed.current.delete(field);
      for (const copy of fieldCopies) copied.current?.set(copy.to, "");
      setValue("address", { ...emptyAddress });
    }, [setValue]),
  };
}
