import { directionOf, isLanguage, type Language } from "@shop/shared/core";
import type { i18n as I18n } from "i18next";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { readCookie, storageGet, storageSet, writePreferenceCookie } from "../../lib/cookies";
import { loadingBar } from "../../lib/loading-bar-store";
import { LANG_COOKIE } from "./request-language";

const STORAGE_KEY = "lang";

async function ensureBundle(i18n: I18n, lang: Language): Promise<void> {
  if (i18n.hasResourceBundle(lang, "translation")) return;
  const response = await fetch(`/assets/i18n/${lang}.json`, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`Translations for ${lang} are unavailable`);
  i18n.addResourceBundle(lang, "translation", await response.json());
}

/** Switches language without a full reload: translations, cookie, storage, <html lang dir>, server data. */
export function useSwitchLanguage(): (lang: Language) => Promise<void> {
  const { i18n } = useTranslation();
  const { revalidate } = useRevalidator();
  return useCallback(
    async (lang: Language) => {
      loadingBar.start();
      try {
        await ensureBundle(i18n, lang);
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
    [i18n, revalidate],
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
