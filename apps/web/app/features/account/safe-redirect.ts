/** Where a shopper lands after logging in when no (usable) redirectURL was given. */
export const AFTER_LOGIN_PATH = "/pages/dashboard";

const BASE = "http://shop.invalid";
/** Pages that would send the shopper straight back into the login flow. */
const AUTH_PAGES = new Set(["/pages/login", "/pages/register", "/pages/forget/password"]);

/**
 * SPEC 2: after login the shopper goes to redirectURL, but only to a page of this site: a path starting
 * with a single "/" (not "//", no "\", no scheme, no control or space characters browsers strip or
 * rewrite). Anything else, or an account page that would loop, gives the fallback.
 */
export function safeRedirect(target: string | null | undefined, fallback = AFTER_LOGIN_PATH): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2000) return fallback;
  if (!target.startsWith("/") || target.startsWith("//")) return fallback;
  // Browsers treat "\" as "/" and drop tabs and newlines: "/\evil.test" or "/\t/evil.test" mean "//evil.test".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\\\s\u0000-\u001f\u007f]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  if (AUTH_PAGES.has(url.pathname.replace(/\/+$/, "").toLowerCase())) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page address that brings the shopper back to `path` (path + query) afterwards. */
export function loginPathFor(path: string): string {
  return `/pages/login?${new URLSearchParams({ redirectURL: path }).toString()}`;
}
