/** Where a shopper lands after logging in when no (usable) redirectURL was given. */
export const AFTER_LOGIN_PATH = "/pages/dashboard";

const BASE = "http://shop.invalid";
/** Pages that would send the shopper straight back into the login flow. */
const AUTH_PAGES = new Set(["/pages/login", "/pages/register", "/pages/forget/password"]);

/** How many rounds of percent-decoding are looked through ("%252F" is "%2F" is "/"). */
const DECODE_ROUNDS = 3;

/** Every reading of the value a browser, a router or a server might use: as given and decoded round by round. */
function readings(target: string): string[] | null {
  const all = [target];
  let current = target;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null; // A broken escape: nothing a link of this site produces.
    }
    if (next === current) break;
    all.push(next);
    current = next;
  }
  return all;
}

/**
 * One reading is a same-site path: a single leading "/", no "\" (browsers read it as "/"), no tabs, newlines,
 * spaces or other control characters (browsers strip or rewrite them), and after the URL parser has resolved
 * dot segments ("/.//evil.example" becomes "//evil.example") still this origin and still a single leading "/".
 */
function isSitePath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//")) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\\\s\u0000-\u001f\u007f-\u009f]/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return false;
  }
  return url.origin === BASE && url.pathname.startsWith("/") && !url.pathname.startsWith("//");
}

/**
 * SPEC 2: after login the shopper goes to redirectURL, but only to a page of this site. The path must be a
 * same-origin path as given and under every percent-decoding ("/%2F%2Fevil.example", "/%5Cevil.example" and
 * their double-encoded forms are refused too; the query and hash may hold encoded text). Anything else, or an
 * account page that would loop, gives the fallback. The answer is the normalised path, query and hash.
 */
export function safeRedirect(target: string | null | undefined, fallback = AFTER_LOGIN_PATH): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2000) return fallback;
  if (!isSitePath(target)) return fallback;
  const pathPart = target.split(/[?#]/, 1)[0] ?? "";
  if (!readings(pathPart)?.every(isSitePath)) return fallback;
  const url = new URL(target, BASE);
  const path = `${url.pathname}${url.search}${url.hash}`;
  // What the router is given must pass too, not only what was asked for.
  if (!isSitePath(path)) return fallback;
  const loops = (readings(url.pathname) ?? []).some((form) => AUTH_PAGES.has(form.replace(/\/+$/, "").toLowerCase()));
  if (loops) return fallback;
  return path;
}

/**
 * The login page address that brings the shopper back to `path` (path + query) afterwards. A path that would
 * not be followed after login (a page address such as "//evil.example") is not put in the link at all.
 */
export function loginPathFor(path: string): string {
  const back = safeRedirect(path, "");
  return back ? `/pages/login?${new URLSearchParams({ redirectURL: back }).toString()}` : "/pages/login";
}
