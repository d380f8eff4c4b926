import { createHash } from "node:crypto";
import type { Language } from "@shop/shared";
import ar from "../../../public/assets/i18n/ar.json";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";
import { BACK_OFFICE_NAMESPACES, type ResourceArea } from "./resource-area";

export type Resources = Record<string, unknown>;

/** Bundled into the server build, so it works whatever the working directory of the server is. */
const bundles: Record<Language, Resources> = { en, fr, ar };

const withoutBackOffice = (all: Resources): Resources =>
  Object.fromEntries(Object.entries(all).filter(([namespace]) => !BACK_OFFICE_NAMESPACES.includes(namespace)));

/** The shop's pages: every namespace but the back office's (computed once per language). */
const shopBundles: Record<Language, Resources> = {
  en: withoutBackOffice(en),
  fr: withoutBackOffice(fr),
  ar: withoutBackOffice(ar),
};

export function resourcesFor(lang: Language, area: ResourceArea = "back-office"): Resources {
  return area === "shop" ? shopBundles[lang] : bundles[lang];
}

/**
 * Issue 17: a page's translations are not written into its HTML but fetched by the browser from an address named
 * by their content (routes/translations.ts), kept for a year: 30 KB less per page to render, send and parse.
 */
export interface TranslationBundle {
  /** e.g. /i18n/en.shop.3f2a1b9c0d4e.json */
  href: string;
  resources: Resources;
  json: string;
}

const published = new Map<string, TranslationBundle>();
const byLanguageAndArea = new Map<string, TranslationBundle>();
const hrefsByArea: Record<ResourceArea, Record<Language, string>> = {
  shop: {} as Record<Language, string>,
  "back-office": {} as Record<Language, string>,
};
for (const lang of Object.keys(bundles) as Language[]) {
  for (const area of ["shop", "back-office"] as const) {
    const resources = resourcesFor(lang, area);
    const json = JSON.stringify(resources);
    const file = `${lang}.${area}.${createHash("sha256").update(json).digest("hex").slice(0, 12)}.json`;
    const bundle = { href: `/i18n/${file}`, resources, json };
    published.set(file, bundle);
    byLanguageAndArea.set(`${lang} ${area}`, bundle);
    hrefsByArea[area][lang] = bundle.href;
  }
}

export const translationBundleFor = (lang: Language, area: ResourceArea): TranslationBundle =>
  byLanguageAndArea.get(`${lang} ${area}`) as TranslationBundle;

/** Every language's bundle address for an area (the same object each time). */
export const translationHrefsFor = (area: ResourceArea): Record<Language, string> => hrefsByArea[area];

/** The bundle published under this file name, if any. */
export const publishedTranslations = (file: string): TranslationBundle | undefined => published.get(file);
