import type { i18n as I18n } from "i18next";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError, errorMessages } from "../../lib/api/api-error";
import { notifyInfo } from "../../shell/notify/notify";
import { fieldMessageKey } from "./account-forms";

/** Error codes that belong to one field of the form: code -> [field, validation rule]. */
export type CodeFields<F extends FieldValues> = Partial<Record<string, [Path<F>, string]>>;

interface ServerErrorOptions<F extends FieldValues> {
  i18n: I18n;
  fields: readonly Path<F>[];
  setError: UseFormSetError<F>;
  codeFields?: CodeFields<F>;
  /** "login": the password is only checked for presence. */
  form?: "login" | "other";
}

function text(i18n: I18n, key: string, fallback: string): string {
  return i18n.exists(key) ? i18n.t(key) : fallback;
}

/** The form-level message of a failed call: translated by error code (DESIGN), else the server's text (SPEC 8). */
export function failureMessage(i18n: I18n, error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return i18n.t("auth.errors.network");
  const code = error.errorList[0]?.errorCode;
  if (code && i18n.exists(`auth.errors.${code}`)) return i18n.t(`auth.errors.${code}`);
  const server = errorMessages(error.errorList).join(" ");
  if (server) return server;
  return i18n.t(error.status >= 500 ? "auth.errors.INTERNAL_ERROR" : "auth.errors.generic");
}

/**
 * Shows a failed call's field errors on their fields (errorList[].field, or a code such as EMAIL_TAKEN that
 * belongs to one field), focusing the first, each with an info toast. Returns the form-level message (for
 * the caller's alert and toast), or null when every error found its field.
 */
export function applyServerError<F extends FieldValues>(error: unknown, options: ServerErrorOptions<F>): string | null {
  const { i18n, fields, setError, codeFields = {}, form } = options;
  if (!(error instanceof ApiError)) return failureMessage(i18n, error);
  let focused = false;
  let unplaced = false;
  for (const item of error.errorList) {
    const byCode = codeFields[item.errorCode];
    const name = byCode?.[0] ?? fields.find((field) => field === item.field?.split(".").pop());
    if (!name) {
      unplaced = true;
      continue;
    }
    const rule = byCode?.[1] ?? "invalid";
    const key = fieldMessageKey(name, rule, form);
    const message = byCode ? i18n.t(key) : text(i18n, key, errorMessages([item]).join(" "));
    setError(name, { type: "server", message }, { shouldFocus: !focused });
    // SPEC 8: error messages are info toasts as well.
    notifyInfo(message);
    focused = true;
  }
  return unplaced || !focused ? failureMessage(i18n, error) : null;
}

/** The translated message of a field's error (a server error's message is already translated). */
export function fieldErrorText(
  i18n: I18n,
  name: string,
  error: { type?: string | number; message?: string } | undefined,
  form?: "login" | "other",
): string | undefined {
  if (!error) return undefined;
  if (error.type === "server" && error.message) return error.message;
  const key = fieldMessageKey(name, String(error.type ?? "invalid"), form);
  if (i18n.exists(key)) return i18n.t(key);
  // A rule without its own text: the field's general message, else the schema's English one.
  const general = fieldMessageKey(name, "invalid", form);
  return i18n.exists(general) ? i18n.t(general) : (error.message ?? "");
}
