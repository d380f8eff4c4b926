import { directionOf, isLanguage, type Language } from "@shop/shared/core";
import type { i18n as I18n } from "i18next";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator, useRouteLoaderData } from "react-router";
import { readCookie, storageGet, storageSet, writePreferenceCookie } from "../../lib/cookies";
import { loadingBar } from "../../lib/loading-bar-store";
import type { RootData } from "../layout/root-data.server";
import { LANG_COOKIE } from "./request-language";
import { loadTranslations } from "./translation-store";

const STORAGE_KEY = "lang";

/**
 * The new language's bundle for this area, by the address the root data names: the root's clientLoader asks for
 * the same address after the revalidation below and finds it already loaded.
 */
async function ensureBundle(i18n: I18n, lang: Language, href: string | undefined): Promise<void> {
  if (!href) throw new Error(`Translations for ${lang} are unavailable`);
  i18n.addResourceBundle(lang, "translation", await loadTranslations(href), true, true);
}

/** Switches language without a full reload: translations, cookie, storage, <html lang dir>, server data. */
export function useSwitchLanguage(): (lang: Language) => Promise<void> {
  const { i18n } = useTranslation();
  const { revalidate } = useRevalidator();
  const bundles = useRouteLoaderData<RootData>("root")?.translationsByLanguage;
  return useCallback(
    async (lang: Language) => {
      loadingBar.start();
      try {
        await ensureBundle(i18n, lang, bundles?.[lang]);
        writePreferenceCookie(LANG_COOKIE, lang);
        storageSet(STORAGE_KEY, lang);
        await i18n.changeLanguage(lang);
        document.documentElement.lang = lang;
        document.documentElement.dir = directionOf(lang);
        // Menus, categories and product names come translated from the API: reload them.
        await revalidate();
      } finally {
        loadingBar.complete();
      }
    },
    [i18n, revalidate, bundles],
  );
}

/** A stored language without a cookie (cookie expired or cleared) is restored once after hydration. */
export function useRestoreStoredLanguage(current: Language): void {
  const switchLanguage = useSwitchLanguage();
  useEffect(() => {
    const stored = storageGet(STORAGE_KEY);
    const cookie = readCookie(document.cookie, LANG_COOKIE);
    if (!cookie && isLanguage(stored) && stored !== current) void switchLanguage(stored).catch(() => {});
    else if (!stored || stored !== current) storageSet(STORAGE_KEY, current);
  }, [current, switchLanguage]);
}
