import { ApiError } from "./api-error";

/** Seconds a client should wait before asking again while the shop's data is unavailable (as the API says). */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Whether a page failed because the API was unavailable (503, e.g. the database is down): the page then answers
 * 503 with Retry-After, not 500, so browsers, crawlers and monitors know to come back (docs/security.md).
 */
export function isUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 503;
}
