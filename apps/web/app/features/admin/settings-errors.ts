import type { i18n as I18n } from "i18next";
import { ApiError } from "../../lib/api/api-error";
import { failureMessage } from "../account";
import { type FieldProblems, formFieldOf, serverProblemOf } from "./settings-forms";

/**
 * A failed save: the fields the server refused (under `prefix` on the wire, e.g. "settings"), each with its
 * translated problem, and the form-level message for what belongs to no field (null when every error did).
 */
export function saveFailure(
  error: unknown,
  prefix: string,
  i18n: I18n,
): { problems: FieldProblems; message: string | null } {
  const problems: FieldProblems = {};
  if (!(error instanceof ApiError)) return { problems, message: failureMessage(i18n, error) };
  if (error.status === 403) return { problems, message: i18n.t("admin.forbidden.text") };
  let unplaced = error.errorList.length === 0;
  for (const item of error.errorList) {
    const field = item.errorCode === "VALIDATION_FAILED" ? formFieldOf(item.field, prefix) : null;
    if (field) problems[field] = serverProblemOf(field);
    else unplaced = true;
  }
  return { problems, message: unplaced ? failureMessage(i18n, error) : null };
}
