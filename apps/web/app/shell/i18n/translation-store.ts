import type { Resources } from "./create-i18n";

/**
 * The translation bundles this process has (by address): the server's loader puts in what it names, the browser
 * fetches each once (before hydration for the first page; in the root's clientLoader after a language or area
 * change) and keeps it for the page's life.
 */
const known = new Map<string, Resources>();
const loading = new Map<string, Promise<Resources>>();

export const knownTranslations = (href: string | undefined): Resources | undefined =>
  href ? known.get(href) : undefined;

export function rememberTranslations(href: string, resources: Resources): void {
  if (!known.has(href)) known.set(href, resources);
}

export function loadTranslations(href: string): Promise<Resources> {
  const have = known.get(href);
  if (have) return Promise.resolve(have);
  let pending = loading.get(href);
  if (!pending) {
    pending = fetch(href, { headers: { accept: "application/json" } })
      .then((response) => {
        if (!response.ok) throw new Error(`Translations unavailable (${response.status})`);
        return response.json() as Promise<Resources>;
      })
      .then((resources) => {
        known.set(href, resources);
        return resources;
      })
      .finally(() => loading.delete(href));
    loading.set(href, pending);
  }
  return pending;
}
