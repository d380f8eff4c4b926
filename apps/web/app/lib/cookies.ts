/** Reads one cookie from a Cookie header (or document.cookie). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** A preference cookie: whole site, one year, SameSite=Lax, Secure over HTTPS. */
export function preferenceCookie(name: string, value: string, secure: boolean): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", `Max-Age=${ONE_YEAR_SECONDS}`, "SameSite=Lax"];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** Browser only: stores a preference cookie. */
export function writePreferenceCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not universal yet
  document.cookie = preferenceCookie(name, value, window.location.protocol === "https:");
}

/** localStorage access that never throws (private mode, disabled storage). */
export function storageGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function storageSet(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the cookie still carries the preference
  }
}

export function storageRemove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing to remove
  }
}
