import type { Language } from "@shop/shared";
import ar from "../../../public/assets/i18n/ar.json";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";

export type Resources = Record<string, unknown>;

/** Bundled into the server build, so it works whatever the working directory of the server is. */
const bundles: Record<Language, Resources> = { en, fr, ar };

export function resourcesFor(lang: Language): Resources {
  return bundles[lang];
}
