/**
 * Which document requests the whole-page cache may answer, and the key that names everything a public page's
 * render reads: the origin, the path, the query (sorted), and the two preference cookies (language, currency).
 * The render that fills the cache gets a request with nothing else (fillHeaders), so it cannot depend on more.
 */

/** The public pages (apps/web/app/routes.ts): catalogue, content and the search page, in every language. */
const PUBLIC_PAGES = [
  /^\/$/,
  /^\/shop\/collection\/(left\/sidebar|right\/sidebar|no\/sidebar|infinitescroll)$/,
  /^\/shop\/collection\/productName\/[^/]+$/,
  /^\/shop\/product\/([a-z]+\/[a-z]+\/)?[^/]+$/,
  /^\/pages\/(collection|aboutus|delivery|refund|faq|guides|lookbook|contact|search|comingsoon)$/,
  /^\/pages\/guides\/[^/]+$/,
  /^\/pages\/compare\/(one|two)$/,
];

/** The cookies a public page's render reads (shell/i18n/request-language.ts, shell/currency/currency.ts). */
export const PREFERENCE_COOKIES = ["lang", "currency"] as const;

const MAX_URL_LENGTH = 1024;
const MAX_COOKIE_VALUE = 16;

export type PageKey = { key: string; fillHeaders: Headers } | { bypass: string };

export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGES.some((page) => page.test(pathname));
}

function readCookies(header: string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    // The first of two cookies with one name wins, as in the web app's readCookie.
    if (!found.has(name)) found.set(name, part.slice(eq + 1).trim());
  }
  return found;
}

/**
 * The cache key of a GET/HEAD document request, or why it is not cached. `origin` is the page's own
 * (protocol and host), which canonical links may use.
 */
export function pageKey(method: string, url: string, origin: string, cookieHeader: string | undefined): PageKey {
  if (method !== "GET" && method !== "HEAD") return { bypass: "method" };
  if (url.length > MAX_URL_LENGTH) return { bypass: "long-url" };
  const parsed = new URL(url, origin);
  if (parsed.pathname.endsWith(".data")) return { bypass: "data" };
  if (!isPublicPage(parsed.pathname)) return { bypass: "private-path" };
  parsed.searchParams.sort();
  const cookies = readCookies(cookieHeader);
  const kept: string[] = [];
  for (const name of PREFERENCE_COOKIES) {
    const value = cookies.get(name);
    if (value === undefined) continue;
    if (value.length > MAX_COOKIE_VALUE) return { bypass: "odd-cookie" };
    kept.push(`${name}=${value}`);
  }
  const fillHeaders = new Headers({ accept: "text/html" });
  if (kept.length) fillHeaders.set("cookie", kept.join("; "));
  const key = [origin, parsed.pathname, parsed.search, ...kept].join("\n");
  return { key, fillHeaders };
}
