import { directionOf } from "@shop/shared";
import type { AppLoadContext } from "react-router";
import { fetchConfig } from "../../lib/config/config-api.server";
import { preferenceCookie, readCookie } from "../../lib/cookies";
import { currencyCodeFromCookie } from "../currency/currency";
import { LANG_COOKIE, languageFromQuery, languageFromRequest } from "../i18n/request-language";
import { resourceAreaOf } from "../i18n/resource-area";
import { translationBundleFor, translationHrefsFor } from "../i18n/resources.server";
import { rememberTranslations } from "../i18n/translation-store";
import { fetchMenu } from "../menu/menu-api.server";

/** Everything the shell needs on every page, read once per document request. */
export async function loadRootData(request: Request, context: AppLoadContext) {
  const lang = languageFromRequest(request);
  const [{ config: shopConfig }, menu] = await Promise.all([fetchConfig(request), fetchMenu(request, lang)]);
  // The password key (SPEC's GET /api/v1/config) is no page's: ~0.4 KB of every document's gzip left out.
  const { rsaPublicKey: _passwordKey, ...config } = shopConfig;
  // The render finds the translations by address (I18nProvider); the browser fetches them from it.
  const area = resourceAreaOf(new URL(request.url).pathname);
  const translations = translationBundleFor(lang, area);
  rememberTranslations(translations.href, translations.resources);
  return {
    lang,
    dir: directionOf(lang),
    translations: translations.href,
    /** Each language's bundle for this area: a language switch fetches just that one (switch-language.ts). */
    translationsByLanguage: translationHrefsFor(area),
    config,
    menu,
    currency: currencyCodeFromCookie(request.headers.get("cookie"), config),
    nonce: context.cspNonce,
  };
}

export type RootData = Awaited<ReturnType<typeof loadRootData>>;

/** ?lang=xx in the address also becomes the shopper's choice: a Set-Cookie for the document response. */
export function languageCookieFor(request: Request): string | null {
  const asked = languageFromQuery(request.url);
  if (!asked || readCookie(request.headers.get("cookie"), LANG_COOKIE) === asked) return null;
  return preferenceCookie(LANG_COOKIE, asked, new URL(request.url).protocol === "https:");
}
