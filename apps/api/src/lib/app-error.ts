import { type ErrorCode, statusOf } from "@shop/shared";

/** A failure the client should see: it becomes one errorList entry in the SPEC error shape. */
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
}

export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} was not found.`);
