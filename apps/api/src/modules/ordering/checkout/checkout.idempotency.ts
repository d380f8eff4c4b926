import { createHash } from "node:crypto";
import { AppError } from "../../../lib/app-error";

const KEY = /^[\x21-\x7e]{8,100}$/;

/** The key from the body or the Idempotency-Key header: one is required, and both must agree when both are sent. */
export function idempotencyKeyOf(fromBody: string | undefined, header: string | string[] | undefined): string {
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromBody !== undefined && fromHeader !== undefined && fromBody !== fromHeader) {
    throw new AppError(
      "VALIDATION_FAILED",
      "The Idempotency-Key header and idempotencyKey differ.",
      "Send the key once.",
      "idempotencyKey",
    );
  }
  const key = fromBody ?? fromHeader;
  if (!key || !KEY.test(key)) {
    throw new AppError(
      "VALIDATION_FAILED",
      "An idempotency key of 8 to 100 visible characters is required.",
      "Send a new random key (e.g. a UUID) with each new order, and the same one when retrying it.",
      "idempotencyKey",
    );
  }
  return key;
}

/** Keys are kept per account (guests share one space): one member's key never answers for another. */
export function scopedKey(userId: number | null, key: string): string {
  return `${userId ?? "guest"}:${key}`;
}

/** SHA-256 of the validated request (unknown fields already stripped) and the caller. */
export function requestHash(userId: number | null, request: unknown): string {
  return createHash("sha256").update(JSON.stringify({ userId, request })).digest("hex");
}
