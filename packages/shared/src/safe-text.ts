import { z } from "zod";
import { MAX_INT4 } from "./bounds";

/**
 * True when text can be stored as it is: no NUL (PostgreSQL's text refuses it) and no UTF-16 surrogate without
 * its pair (JSON can carry one, "\ud800", but it is no character and cannot become UTF-8).
 */
export function isStorableText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return false;
    if (code < 0xd800 || code > 0xdfff) continue;
    const next = text.charCodeAt(i + 1);
    if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    i++;
  }
  return true;
}

export const UNSTORABLE_TEXT_MESSAGE = "Remove the NUL or broken characters from this text";

/** z.string() for every text field of a request: NUL and lone surrogates are VALIDATION_FAILED, never a 500. */
export const safeText = () => z.string().refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

/** A row id: a whole number from 1 to the largest integer its column holds. */
export const idField = z.number().int().positive().max(MAX_INT4);

/** An amount in fils, 0 or more, that fits its integer column. */
export const filsField = z.number().int().min(0).max(MAX_INT4);
