import { languages } from "@shop/shared";

/** Canonical and hreflang URLs of a page, built on the server where the origin is known. */
export interface PageLinks {
  /** Absolute canonical URL. */
  canonical: string;
  /** hreflang -> absolute URL; "x-default" included. */
  alternates: Array<{ hrefLang: string; href: string }>;
}

function withLang(url: string, lang: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set("lang", lang);
  return parsed.toString();
}

/**
 * `pathAndQuery` is the canonical path with its canonical query. The default-language URL has no lang
 * parameter (crawlers carry no cookie, so it renders in English); other languages add ?lang=xx. A page asked
 * for with ?lang=xx is canonical in that language.
 */
export function pageLinks(origin: string, pathAndQuery: string, requestedLang?: string | null): PageLinks {
  const base = new URL(pathAndQuery, origin).toString();
  const alternates: PageLinks["alternates"] = languages.map((lang) => ({
    hrefLang: lang,
    href: lang === "en" ? base : withLang(base, lang),
  }));
  alternates.push({ hrefLang: "x-default", href: base });
  const canonical = requestedLang && requestedLang !== "en" ? withLang(base, requestedLang) : base;
  return { canonical, alternates };
}

/** Meta descriptors for React Router's meta export. */
export function linkMeta(links: PageLinks): Array<Record<string, string>> {
  return [
    { tagName: "link", rel: "canonical", href: links.canonical },
    ...links.alternates.map((alternate) => ({ tagName: "link", rel: "alternate", ...alternate })),
    { property: "og:url", content: links.canonical },
  ];
}

/** Absolute URL of a site path (images, pages). */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).toString();
}
