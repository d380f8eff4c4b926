import type { Language } from "@shop/shared";
import { createInstance, type i18n as I18n, type InitOptions } from "i18next";
import { withFastT } from "./fast-t";

export type Resources = Record<string, unknown>;

/** How every instance is set up: one language's resources, synchronous, no escaping (React escapes). */
export function i18nOptions(lang: Language, resources: Resources): InitOptions {
  return {
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: resources } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
    react: { useSuspense: false },
  };
}

/** A synchronous i18next instance with one language's resources (server: one per request). */
export function createI18n(lang: Language, resources: Resources): I18n {
  const instance = createInstance();
  instance.init(i18nOptions(lang, resources));
  return withFastT(instance);
}

/** Looks up a dotted key in raw resources (for meta tags, rendered before React). */
export function lookup(resources: Resources | undefined, key: string, fallback = ""): string {
  let node: unknown = resources;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return fallback;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : fallback;
}
