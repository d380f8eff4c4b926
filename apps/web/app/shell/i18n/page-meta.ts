import { lookup, type Resources } from "./create-i18n";
import { knownTranslations } from "./translation-store";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

export function rootResources(matches: ReadonlyArray<MatchLike | undefined>): Resources | undefined {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  if (typeof root !== "object" || root === null || !("translations" in root)) return undefined;
  return knownTranslations(String(root.translations));
}

export function fill(text: string, vars: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => vars[name] ?? "");
}

/** Translated <title> and description, server-rendered from the root loader's translations. */
export function pageMeta(
  matches: ReadonlyArray<MatchLike | undefined>,
  titleKey: string,
  descriptionKey: string,
  vars: Record<string, string> = {},
) {
  const resources = rootResources(matches);
  const shop = lookup(resources, "meta.shopName", "Bustan");
  const title = fill(lookup(resources, titleKey), vars);
  const description = fill(lookup(resources, descriptionKey), vars);
  return [
    { title: title ? `${title} | ${shop}` : shop },
    { name: "description", content: description },
    { property: "og:title", content: title || shop },
    { property: "og:description", content: description },
  ];
}

/** A translated text for meta tags, with {{placeholders}} filled in. */
export function metaText(
  matches: ReadonlyArray<MatchLike | undefined>,
  key: string,
  vars: Record<string, string> = {},
): string {
  return fill(lookup(rootResources(matches), key), vars);
}

export function shopNameOf(matches: ReadonlyArray<MatchLike | undefined>): string {
  return lookup(rootResources(matches), "meta.shopName", "Bustan");
}

/** Root loader data fields the meta functions need. */
export function rootLanguage(matches: ReadonlyArray<MatchLike | undefined>): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  return typeof root === "object" && root !== null && "lang" in root ? String(root.lang) : "en";
}
