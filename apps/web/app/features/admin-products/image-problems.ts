import { imageRefusalOf, MAX_IMAGE_BYTES } from "@shop/shared";
import { ApiError } from "../../lib/api/api-error";

/**
 * Why a picture was not added, each with its own message (admin.images.errors.<kind>); "other" shows the
 * shared failure message (session ended, not allowed, server down...).
 */
export type ImageProblem = "tooLarge" | "notImage" | "tooManyPixels" | "heic" | "tooMany" | "productGone" | "other";

/** Refused before sending: more than 10 MB, or a file the browser knows is not a picture. */
export function problemBeforeUpload(file: { size: number; type: string }): ImageProblem | null {
  if (file.size > MAX_IMAGE_BYTES) return "tooLarge";
  // Some phones give HEIC photos no type at all: those go to the server, which decides.
  if (file.type && !file.type.startsWith("image/")) return "notImage";
  return null;
}

/**
 * The problem behind a refused upload, from the API's error code: PAYLOAD_TOO_LARGE, NOT_FOUND on the product,
 * and VALIDATION_FAILED on "file", whose kinds (not a picture, too many pixels, HEIC, too many pictures) share
 * one code and differ by the server's text, taken from the shared list (imageRefusals).
 */
export function uploadProblem(error: unknown): ImageProblem {
  if (!(error instanceof ApiError)) return "other";
  const item = error.errorList[0];
  if (error.status === 413 || item?.errorCode === "PAYLOAD_TOO_LARGE") return "tooLarge";
  if (item?.errorCode === "NOT_FOUND" && item.field === "productId") return "productGone";
  if (item?.errorCode !== "VALIDATION_FAILED" || item.field !== "file") return "other";
  return imageRefusalOf(item.errorDesc);
}
