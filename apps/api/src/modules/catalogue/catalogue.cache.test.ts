import { afterEach, describe, expect, it, vi } from "vitest";
import { LruTtlCache, MAX_BACKGROUND_RELOADS } from "./catalogue.cache";

afterEach(() => {
  vi.useRealTimers();
});

describe("LruTtlCache", () => {
  it("loads once per key while fresh, and coalesces concurrent loads", async () => {
    const cache = new LruTtlCache<number>(1000, 10);
    const load = vi.fn(async () => 42);
    const [a, b] = await Promise.all([cache.get("k", load), cache.get("k", load)]);
    expect([a, b, await cache.get("k", load)]).toEqual([42, 42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("drops the least recently used entry beyond max", async () => {
    const cache = new LruTtlCache<string>(60_000, 2);
    await cache.get("a", async () => "a");
    await cache.get("b", async () => "b");
    await cache.get("a", async () => "a2"); // a is now the most recently used
    await cache.get("c", async () => "c");
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "reloaded")).toBe("a");
    expect(await cache.get("b", async () => "reloaded")).toBe("reloaded");
  });

  it("serves a stale value at once while one reload runs, then the fresh one", async () => {
    vi.useFakeTimers();
    const cache = new LruTtlCache<number>(1000, 10, 1000);
    await cache.get("k", async () => 1);
    vi.advanceTimersByTime(1500);
    let release: (v: number) => void = () => {};
    const slow = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    expect(await cache.get("k", slow)).toBe(1);
    expect(await cache.get("k", slow)).toBe(1);
    expect(slow).toHaveBeenCalledTimes(1);
    release(2);
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get("k", async () => 3)).toBe(2);
    vi.advanceTimersByTime(2500);
    expect(await cache.get("k", async () => 4)).toBe(4);
  });

  it("issue 17: stale entries reload in the background a few at a time; the others are served stale meanwhile", async () => {
    vi.useFakeTimers();
    const cache = new LruTtlCache<string>(1000, 10, 1000);
    const keys = ["a", "b", "c", "d"];
    for (const k of keys) await cache.get(k, async () => `${k}1`);
    vi.advanceTimersByTime(1500);
    const releases: Array<() => void> = [];
    const reload = vi.fn((k: string) => new Promise<string>((resolve) => releases.push(() => resolve(`${k}2`))));
    for (const k of keys) expect(await cache.get(k, () => reload(k))).toBe(`${k}1`);
    expect(reload).toHaveBeenCalledTimes(MAX_BACKGROUND_RELOADS);
    for (const release of releases.splice(0)) release();
    for (let i = 0; i < 4; i++) await Promise.resolve();
    // A turn is free again: the next stale entry asked for reloads.
    expect(await cache.get("c", () => reload("c"))).toBe("c1");
    expect(reload).toHaveBeenCalledTimes(MAX_BACKGROUND_RELOADS + 1);
    expect(await cache.get("a", async () => "unused")).toBe("a2");
  });

  it("never keeps a failed load, and a TTL of 0 caches nothing", async () => {
    const cache = new LruTtlCache<number>(1000, 10);
    await expect(cache.get("k", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => 5)).toBe(5);
    const off = new LruTtlCache<number>(0, 10);
    let n = 0;
    await off.get("k", async () => ++n);
    expect(await off.get("k", async () => ++n)).toBe(2);
  });

  it("getMany answers cached values and loads only the missing keys in one call", async () => {
    const cache = new LruTtlCache<string>(1000, 10);
    await cache.get("1", async () => "one");
    const loadMissing = vi.fn(
      async (keys: string[]) => new Map(keys.filter((k) => k !== "9").map((k) => [k, `v${k}`])),
    );
    const got = await cache.getMany(["1", "2", "9"], loadMissing);
    expect([...got]).toEqual([
      ["2", "v2"],
      ["1", "one"],
    ]);
    expect(loadMissing).toHaveBeenCalledWith(["2", "9"]);
    expect(await cache.get("2", async () => "other")).toBe("v2");
  });

  it("issue 17: with a weight bound, the least recently used values go first once their total is over it", async () => {
    const cache = new LruTtlCache<number[]>(60_000, 100, 0, { of: (rows) => rows.length, max: 10 });
    await cache.get("a", async () => [1, 2, 3, 4]);
    await cache.get("b", async () => [1, 2, 3, 4]);
    await cache.get("a", async () => []); // a is now the most recently used
    await cache.get("c", async () => [1, 2, 3, 4]);
    await Promise.resolve(); // the weight is counted when the value resolves
    expect(cache.size).toBe(2);
    expect(cache.weightHeld).toBe(8);
    expect(await cache.get("b", async () => [9])).toEqual([9]);
    expect(await cache.get("a", async () => [9])).toEqual([1, 2, 3, 4]);
  });

  it("issue 17: a value heavier than the whole bound is answered but not kept; clear() forgets the weight", async () => {
    const cache = new LruTtlCache<string>(60_000, 100, 0, { of: (text) => text.length, max: 5 });
    expect(await cache.get("big", async () => "0123456789")).toBe("0123456789");
    await Promise.resolve();
    expect([cache.size, cache.weightHeld]).toEqual([0, 0]);
    await cache.get("small", async () => "abc");
    await Promise.resolve();
    expect(cache.weightHeld).toBe(3);
    cache.clear();
    expect([cache.size, cache.weightHeld]).toEqual([0, 0]);
  });
});
