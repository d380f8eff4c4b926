import { describe, expect, it } from "vitest";
import {
  clearRecentSearches,
  MAX_RECENT_SEARCHES,
  RECENT_SEARCHES_KEY,
  readRecentSearches,
  rememberSearch,
} from "./recent-searches";

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("issue 14: recent searches kept in the browser", () => {
  it("keeps the newest first, once each whatever the case, trimmed", () => {
    const store = memoryStore();
    rememberSearch(store, "monstera");
    rememberSearch(store, "  snake   plant ");
    expect(rememberSearch(store, "Monstera")).toEqual(["Monstera", "snake plant"]);
    expect(readRecentSearches(store)).toEqual(["Monstera", "snake plant"]);
  });

  it(`keeps at most ${MAX_RECENT_SEARCHES}, dropping the oldest`, () => {
    const store = memoryStore();
    for (let i = 1; i <= 12; i++) rememberSearch(store, `plant ${i}`);
    const kept = readRecentSearches(store);
    expect(kept).toHaveLength(MAX_RECENT_SEARCHES);
    expect(kept[0]).toBe("plant 12");
    expect(kept.at(-1)).toBe("plant 5");
  });

  it("ignores empty queries and bounds long ones", () => {
    const store = memoryStore();
    expect(rememberSearch(store, "   ")).toEqual([]);
    expect(rememberSearch(store, "x".repeat(500))[0]).toHaveLength(100);
  });

  it("clears the list", () => {
    const store = memoryStore();
    rememberSearch(store, "cactus");
    clearRecentSearches(store);
    expect(readRecentSearches(store)).toEqual([]);
    expect(store.items.has(RECENT_SEARCHES_KEY)).toBe(false);
  });

  it("reads an unreadable or foreign value as no searches, and survives a storage that refuses writes", () => {
    const store = memoryStore();
    store.setItem(RECENT_SEARCHES_KEY, "{not json");
    expect(readRecentSearches(store)).toEqual([]);
    store.setItem(RECENT_SEARCHES_KEY, JSON.stringify({ a: 1 }));
    expect(readRecentSearches(store)).toEqual([]);
    store.setItem(RECENT_SEARCHES_KEY, JSON.stringify(["ok", 3, null, "OK", "fern"]));
    expect(readRecentSearches(store)).toEqual(["ok", "fern"]);
    const full = {
      ...memoryStore(),
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(rememberSearch(full, "palm")).toEqual(["palm"]);
    expect(readRecentSearches(full)).toEqual([]);
    expect(readRecentSearches(null)).toEqual([]);
  });
});
