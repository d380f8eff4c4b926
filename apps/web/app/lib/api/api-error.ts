import type { ErrorItem } from "@shop/shared";

/** A FAILURE envelope (or a transport error) from the API. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errorList: ErrorItem[] = [],
    /** The FAILURE envelope's other fields (e.g. cart/add's `unavailable`), unchecked. */
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** SPEC 8: for each error, its suggestion first, then its description, each only when not empty. */
export function errorMessages(errorList: ReadonlyArray<Pick<ErrorItem, "errorDesc" | "suggesstion">>): string[] {
  const out: string[] = [];
  for (const item of errorList) {
    if (item.suggesstion?.trim()) out.push(item.suggesstion.trim());
    if (item.errorDesc?.trim()) out.push(item.errorDesc.trim());
  }
  return out;
}
