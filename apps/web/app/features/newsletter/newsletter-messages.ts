import type { i18n as I18n } from "i18next";
import { ApiError } from "../../lib/api/api-error";

/** A failed newsletter call in the reader's language, by error code (DESIGN "error codes"). */
export function newsletterFailure(i18n: I18n, error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return i18n.t("newsletter.errors.network");
  const code = error.errorList[0]?.errorCode;
  const key = `newsletter.errors.${code}`;
  return code && i18n.exists(key) ? i18n.t(key) : i18n.t("newsletter.errors.generic");
}
