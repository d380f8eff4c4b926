import { describe, expect, it, vi } from "vitest";
import { createMemberStore } from "./member-store";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("member list store", () => {
  it("fetches once per member and language; every component shares the one copy", async () => {
    const fetchLines = vi.fn(async () => ["a", "b"]);
    const store = createMemberStore<string>(fetchLines);
    const listener = vi.fn();
    store.subscribe(listener);
    await Promise.all([store.ensure("7", "en"), store.ensure("7", "en")]);
    await store.ensure("7", "en");
    expect(fetchLines).toHaveBeenCalledTimes(1);
    expect(store.get()).toMatchObject({ status: "ready", lines: ["a", "b"], owner: "7", lang: "en" });
    expect(listener).toHaveBeenCalled();
    await store.ensure("7", "fr");
    await store.ensure("8", "fr");
    expect(fetchLines).toHaveBeenCalledTimes(3);
  });

  it("a change the server answered wins over an older fetch still on its way", async () => {
    const slow = deferred<string[]>();
    const store = createMemberStore<string>(() => slow.promise);
    const fetching = store.refresh("7", "en");
    store.set("7", ["after add"], "en");
    slow.resolve(["stale"]);
    await fetching;
    expect(store.get().lines).toEqual(["after add"]);
  });

  it("a failed fetch keeps the lines, says error, and the next ensure retries", async () => {
    let fail = false;
    const store = createMemberStore<string>(async () => {
      if (fail) throw new Error("down");
      return ["a"];
    });
    await store.ensure("7", "en");
    fail = true;
    await store.refresh("7", "en");
    expect(store.get()).toMatchObject({ status: "error", lines: ["a"] });
    fail = false;
    await store.ensure("7", "en");
    expect(store.get().status).toBe("ready");
  });

  it("another member's list starts empty; logout forgets the list", async () => {
    const slow = deferred<string[]>();
    const store = createMemberStore<string>(async () => slow.promise);
    store.set("7", ["mine"], "en");
    const next = store.refresh("8", "en");
    expect(store.get()).toMatchObject({ status: "loading", lines: [], owner: "8" });
    store.reset();
    slow.resolve(["theirs"]);
    await next;
    expect(store.get()).toEqual(store.getServer());
  });
});
