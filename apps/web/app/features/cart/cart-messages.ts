import type { TFunction } from "i18next";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api/api-error";
import { notifyInfo } from "../../shell/notify/notify";
import { endSession } from "../account";
import { type ListKind, listErrorMessages } from "./list-errors";
import { sessionOwner } from "./session-owner";

type Translate = (key: string, options: Record<string, unknown> & { defaultValue: string }) => string;

let registered: TFunction | null = null;

/** Keeps the page's translator for messages shown outside React (saving the local cart after login). */
export function useCartTranslator(): void {
  const { t } = useTranslation();
  useEffect(() => {
    registered = t;
  }, [t]);
}

/** Translates with the page's language; before any component registered, the English default. */
export const translate: Translate = (key, options) => {
  if (registered) return String(registered(key, options));
  return options.defaultValue.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(options[name] ?? ""));
};

export function isUnauthorized(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 401 || error.errorList.some((item) => item.errorCode === "UNAUTHORIZED"))
  );
}

/**
 * SPEC 8: a failed cart or wish-list call shows its messages as info toasts, issue 16: translated by error code
 * (for OUT_OF_STOCK on the quantity, "Only 3 left" with the server's figure). A 401 means the session cookie is
 * gone although the stored claims are still valid: the session ends, and the shopper is a visitor again.
 */
export function reportListError(error: unknown, kind: ListKind = "cart"): void {
  if (isUnauthorized(error)) {
    // Said once, however many calls found the session gone.
    if (sessionOwner() === null) return;
    endSession();
    notifyInfo(translate("cart.sessionEnded", { defaultValue: "Your session has ended. Please log in again." }));
    return;
  }
  if (error instanceof ApiError && error.errorList.length > 0) {
    for (const message of listErrorMessages(error, kind, translate)) notifyInfo(message);
    return;
  }
  notifyInfo(translate("cart.failed", { defaultValue: "That did not work. Please try again." }));
}

export function isOutOfStock(error: unknown): boolean {
  return error instanceof ApiError && error.errorList.some((item) => item.errorCode === "OUT_OF_STOCK");
}
