import { defaultLanguage, isLanguage, type Language } from "@shop/shared";
import { readCookie } from "../../lib/cookies";

export const LANG_COOKIE = "lang";

/** The shopper's language from the `lang` cookie (default en). */
export function languageFromCookie(cookieHeader: string | null | undefined): Language {
  const value = readCookie(cookieHeader, LANG_COOKIE);
  return isLanguage(value) ? value : defaultLanguage;
}

export function languageFromRequest(request: Request): Language {
  return languageFromCookie(request.headers.get("cookie"));
}
