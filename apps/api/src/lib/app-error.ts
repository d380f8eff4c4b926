import { type ErrorCode, type ErrorItem, type FailureEnvelope, statusOf } from "@shop/shared";

/**
 * A failure the client should see. The one error handler (plugins/errors.ts) answers it with its status, its
 * headers and its body, the SPEC error shape: one errorList item, unless a subclass says more.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly suggestion = "",
    readonly field?: string,
  ) {
    super(message);
    this.statusCode = statusOf(code);
  }

  /** Headers of the answer (e.g. Retry-After). */
  headers(): Record<string, string> {
    return {};
  }

  /** The answer's body: the error shape, with any fields a subclass adds beside errorList. */
  body(): FailureEnvelope & Record<string, unknown> {
    const item: ErrorItem = { errorCode: this.code, errorDesc: this.message, suggesstion: this.suggestion };
    return { status: "FAILURE", errorList: [this.field ? { ...item, field: this.field } : item] };
  }
}

/** RATE_LIMITED with the seconds to wait, answered as Retry-After. */
export class RetryLaterError extends AppError {
  constructor(
    message: string,
    suggestion: string,
    readonly retryAfterSeconds: number,
  ) {
    super("RATE_LIMITED", message, suggestion);
  }

  override headers() {
    return { "retry-after": String(this.retryAfterSeconds) };
  }
}

export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} was not found.`);
