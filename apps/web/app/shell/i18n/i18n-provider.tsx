import type { Language } from "@shop/shared";
import type { i18n as I18n } from "i18next";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { createI18n, type Resources } from "./create-i18n";
import { knownTranslations } from "./translation-store";

let clientInstance: I18n | undefined;
/**
 * Server: one instance per language's resources (the loader hands the same object to every render of a language
 * and area), shared by concurrent renders: nothing on the server changes an instance's language or resources.
 */
const serverInstances = new WeakMap<Resources, I18n>();

/** Server: the shared instance of these resources. Browser: one instance for the page's life. */
function instanceFor(lang: Language, resources: Resources): I18n {
  if (typeof window === "undefined") {
    let instance = serverInstances.get(resources);
    if (!instance || instance.language !== lang) {
      instance = createI18n(lang, resources);
      serverInstances.set(resources, instance);
    }
    return instance;
  }
  clientInstance ??= createI18n(lang, resources);
  return clientInstance;
}

const none: Resources = {};

/**
 * `translations` is the address of the page's bundle (root loader): the server has it in memory, the browser
 * fetched it before hydrating (entry.client.tsx) or in the root's clientLoader after a language or area change.
 */
export function I18nProvider({
  lang,
  translations,
  children,
}: {
  lang: Language;
  translations: string | undefined;
  children: ReactNode;
}) {
  const resources = knownTranslations(translations) ?? none;
  const [i18n] = useState(() => instanceFor(lang, resources));
  // New loader data (another language, or the back office's namespaces) is merged before this render, so the
  // page that needs the keys never shows a raw one. Merging the same object again is harmless.
  const merged = useRef(resources);
  if (merged.current !== resources && Object.keys(resources).length > 0) {
    i18n.addResourceBundle(lang, "translation", resources, true, true);
    merged.current = resources;
  }
  useEffect(() => {
    // Loader data changed language (e.g. after revalidation): make sure the instance follows.
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [i18n, lang]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
