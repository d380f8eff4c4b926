/** Recent searches live in this browser only (localStorage), newest first. */
export const RECENT_SEARCHES_KEY = "bustan.recentSearches";
export const MAX_RECENT_SEARCHES = 8;
const MAX_QUERY_LENGTH = 100;

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** A query worth keeping: trimmed, inner spaces collapsed, bounded, without control characters. */
function clean(query: string): string | null {
  const printable = Array.from(query, (ch) => (ch.charCodeAt(0) < 32 || ch === "\u007f" ? " " : ch)).join("");
  const text = printable.replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
  return text || null;
}

/** The kept searches; anything unreadable (another format, a full or blocked storage) counts as none. */
export function readRecentSearches(store: Store | null): string[] {
  if (!store) return [];
  try {
    const parsed: unknown = JSON.parse(store.getItem(RECENT_SEARCHES_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    const kept: string[] = [];
    for (const item of parsed) {
      const text = typeof item === "string" ? clean(item) : null;
      if (text && !kept.some((k) => k.toLowerCase() === text.toLowerCase())) kept.push(text);
    }
    return kept.slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}

/** Puts a query first (once, whatever its case) and drops the oldest past the limit; answers the new list. */
export function rememberSearch(store: Store | null, query: string): string[] {
  const text = clean(query);
  const current = readRecentSearches(store);
  if (!text || !store) return current;
  const next = [text, ...current.filter((k) => k.toLowerCase() !== text.toLowerCase())].slice(0, MAX_RECENT_SEARCHES);
  try {
    store.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage: the search itself still goes ahead.
  }
  return next;
}

export function clearRecentSearches(store: Store | null): void {
  try {
    store?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Nothing to do: the list simply stays.
  }
}

/** localStorage when the browser allows it (not on the server, not when blocked). */
export function browserStore(): Store | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
