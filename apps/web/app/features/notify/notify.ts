import type { ErrorItem } from "@shop/shared";
import { errorMessages } from "../api/api-error";
import { toaster } from "./toaster-store";

function show(kind: "success" | "info", message: string): void {
  // Plain strings only: React renders them as text (DESIGN: never HTML).
  toaster()
    .then((toast) => toast[kind](message))
    .catch(() => {});
}

/** SPEC 8: success messages as success toasts. */
export function notifySuccess(message: string): void {
  show("success", message);
}

/** SPEC 8: error and information messages as info toasts. */
export function notifyInfo(message: string): void {
  show("info", message);
}

/** SPEC 8: one toast per non-empty suggestion and description, suggestion first. */
export function notifyErrors(errorList: ReadonlyArray<Pick<ErrorItem, "errorDesc" | "suggesstion">>): void {
  for (const message of errorMessages(errorList)) show("info", message);
}
