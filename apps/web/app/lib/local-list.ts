import { storageGet, storageSet } from "./cookies";

/** A JSON array kept in localStorage; anything unreadable counts as empty. */
export function parseList<T>(raw: string | null, isItem: (value: unknown) => value is T): T[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isItem) : [];
  } catch {
    return [];
  }
}

export function readList<T>(key: string, isItem: (value: unknown) => value is T): T[] {
  return parseList(storageGet(key), isItem);
}

/** Stores the list and tells this tab's listeners (other tabs get the native storage event). */
export function writeList<T>(key: string, items: readonly T[], changeEvent: string): void {
  storageSet(key, JSON.stringify(items));
  window.dispatchEvent(new Event(changeEvent));
}

/** Subscribe function for useSyncExternalStore over one storage key. */
export function storageSubscriber(changeEvent: string) {
  return (onChange: () => void): (() => void) => {
    window.addEventListener("storage", onChange);
    window.addEventListener(changeEvent, onChange);
    return () => {
      window.removeEventListener("storage", onChange);
      window.removeEventListener(changeEvent, onChange);
    };
  };
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
