import type { Language } from "@shop/shared";
import type { i18n as I18n } from "i18next";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { createI18n, type Resources } from "./create-i18n";

let clientInstance: I18n | undefined;

/** Server: a fresh instance per render (per request). Browser: one instance for the page's life. */
function instanceFor(lang: Language, resources: Resources): I18n {
  if (typeof window === "undefined") return createI18n(lang, resources);
  clientInstance ??= createI18n(lang, resources);
  return clientInstance;
}

export function I18nProvider({
  lang,
  resources,
  children,
}: {
  lang: Language;
  resources: Resources;
  children: ReactNode;
}) {
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
