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
