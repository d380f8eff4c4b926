import { defaultLanguage, isLanguage, type Language } from "@shop/shared/core";
import { readCookie } from "../../lib/cookies";

export const LANG_COOKIE = "lang";

/** The shopper's language from the `lang` cookie (default en). */
export function languageFromCookie(cookieHeader: string | null | undefined): Language {
  const value = readCookie(cookieHeader, LANG_COOKIE);
  return isLanguage(value) ? value : defaultLanguage;
}

/** A language asked for in the address (?lang=fr: the hreflang alternates), or null. */
export function languageFromQuery(url: string): Language | null {
  const value = new URL(url, "http://localhost").searchParams.get("lang");
  return isLanguage(value) ? value : null;
}

/** ?lang= first (shared and hreflang links), then the cookie, then en. */
export function languageFromRequest(request: Request): Language {
  return languageFromQuery(request.url) ?? languageFromCookie(request.headers.get("cookie"));
}
