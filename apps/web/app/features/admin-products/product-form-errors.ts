import type { i18n as I18n } from "i18next";
import { type FieldErrors, get, type ResolverResult, set } from "react-hook-form";
import { ApiError, errorMessages } from "../../lib/api/api-error";
import { failureMessage } from "../account";
import { checkProductForm, type ProductFormValues } from "./product-form";

/** The form's resolver: the shared zod schema the API uses, each problem translated by the field it names. */
export function productResolver(i18n: I18n) {
  return async (values: ProductFormValues): Promise<ResolverResult<ProductFormValues>> => {
    const check = checkProductForm(values);
    if (check.ok) return { values, errors: {} };
    const errors: FieldErrors<ProductFormValues> = {};
    for (const problem of check.problems) {
      const key = `admin.products.errors.${problem.kind}`;
      const message = i18n.exists(key) ? i18n.t(key) : i18n.t("admin.products.errors.invalid");
      // The list's own problem (a code twice) sits on "skus.root", beside the rows' errors.
      set(errors, problem.path === "skus" ? "skus.root" : problem.path, { type: "validate", message });
    }
    return { values: {}, errors };
  };
}

/** What a refused save shows: "changed by someone else" (CONFLICT on the version), field errors, or one message. */
export type SaveFailure =
  | { kind: "conflict" }
  | { kind: "fields"; fields: Array<{ path: string; message: string }>; message: string | null };

const formPaths = /^(name|description|careText)\.(en|fr|ar)$|^(tags|categoryId|status|matureSize)$|^skus(\.\d+\.\w+)?$/;

export function saveFailureOf(error: unknown, i18n: I18n): SaveFailure {
  if (!(error instanceof ApiError)) return { kind: "fields", fields: [], message: failureMessage(i18n, error) };
  if (error.errorList.some((item) => item.errorCode === "CONFLICT" && item.field === "version")) {
    return { kind: "conflict" };
  }
  const fields: Array<{ path: string; message: string }> = [];
  let unplaced = false;
  for (const item of error.errorList) {
    const path = item.field?.replace(/^tags\.\d+$/, "tags");
    if (item.errorCode === "VALIDATION_FAILED" && path && formPaths.test(path)) {
      fields.push({ path: path === "skus" ? "skus.root" : path, message: errorMessages([item]).join(" ") });
    } else unplaced = true;
  }
  return { kind: "fields", fields, message: unplaced || !fields.length ? failureMessage(i18n, error) : null };
}

/** The message of the error at a dotted path of the form ("skus.0.price"), if any. */
export function fieldMessage(errors: FieldErrors<ProductFormValues>, path: string): string | undefined {
  const found: unknown = get(errors, path);
  if (typeof found !== "object" || found === null || !("message" in found)) return undefined;
  return typeof found.message === "string" && found.message ? found.message : undefined;
}
