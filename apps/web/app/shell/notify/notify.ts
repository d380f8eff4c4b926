import type { ErrorItem } from "@shop/shared";
import { errorMessages } from "../../lib/api/api-error";
import { toaster } from "./toaster-store";

/** A button in the toast, e.g. "View comparison". */
export interface ToastAction {
  label: string;
  onClick(): void;
}

function show(kind: "success" | "info", message: string, action?: ToastAction): void {
  // Plain strings only: React renders them as text (DESIGN: never HTML).
  toaster()
    .then((toast) => toast[kind](message, action ? { action } : undefined))
    .catch(() => {});
}

/** SPEC 8: success messages as success toasts. */
export function notifySuccess(message: string, action?: ToastAction): void {
  show("success", message, action);
}

/** SPEC 8: error and information messages as info toasts. */
export function notifyInfo(message: string, action?: ToastAction): void {
  show("info", message, action);
}

/** SPEC 8: one toast per non-empty suggestion and description, suggestion first. */
export function notifyErrors(errorList: ReadonlyArray<Pick<ErrorItem, "errorDesc" | "suggesstion">>): void {
  for (const message of errorMessages(errorList)) show("info", message);
}
