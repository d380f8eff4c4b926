import { ApiError } from "../../lib/api/api-error";

/** The six digits of an app code, without the spaces people type ("123 456"); null when it is not one. */
export function appCode(value: string): string | null {
  const code = value.replace(/\s/g, "");
  return /^\d{6}$/.test(code) ? code : null;
}

/** A recovery code as typed (any case, spaces, with or without its dash); null when it cannot be one. */
export function recoveryCode(value: string): string | null {
  const code = value.replace(/\s/g, "").toLowerCase();
  return /^[a-z0-9]{5}-?[a-z0-9]{5}$/.test(code) ? code : null;
}

/** The first error code of a failed call, if the server answered one. */
export function errorCodeOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.errorList[0]?.errorCode : undefined;
}
