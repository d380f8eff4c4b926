import type { i18n as I18n } from "i18next";

/** Answers a memo keeps: the app's keys are a few thousand; past this (keys or values from data) it starts again. */
const MEMO_LIMIT = 10_000;

type AnyT = (key: unknown, opts?: unknown, ...rest: unknown[]) => unknown;
type GetFixedT = (lng: unknown, ns: unknown, keyPrefix: unknown) => AnyT;
type Options = Record<string, unknown>;

/**
 * i18next's `getFixedT` copies the instance's whole options object on every t() call (for key selectors, which we
 * never use): in a CPU profile of uncached page renders, t() was ~8 % of the server's CPU, ~4 ms a page. For the
 * shape `useTranslation()` asks for (no language, no key prefix), this t passes a t(key, options) straight to
 * `instance.t` with the options fixedT would have made, and keeps each answer to a t(key) or a t(key, options) of
 * plain values (a count, a name) in a memo, emptied whenever the language or the resources change: a collection
 * page asks t("filters.countLabel", { count }) for each of its filters' options. Any other shape (a selector, a
 * prefix, a string default) goes to i18next's own fixedT.
 */
export function withFastT(instance: I18n): I18n {
  const memo = new Map<string, string>();
  const forget = () => memo.clear();
  instance.on("languageChanged", forget);
  instance.store.on("added", forget);
  instance.store.on("removed", forget);
  const original = instance.getFixedT.bind(instance) as unknown as GetFixedT;
  const fastGetFixedT = (lng: unknown, ns: unknown, keyPrefix: unknown) => {
    const fixed = original(lng, ns, keyPrefix) as unknown as AnyT & Options;
    if (lng != null || keyPrefix != null || typeof ns !== "string") return fixed;
    const translate = (key: string, opts: Options | undefined) => {
      if (opts === undefined) return fixed(key);
      const o: Options = { ...opts };
      o.lng = o.lng || fixed.lng;
      o.lngs = o.lngs || fixed.lngs;
      o.ns = o.ns || ns;
      return (instance.t as unknown as AnyT)(key, o);
    };
    const t = (key: unknown, opts?: unknown, ...rest: unknown[]) => {
      if (typeof key !== "string" || rest.length > 0) return fixed(key, opts, ...rest);
      if (opts !== undefined && (typeof opts !== "object" || opts === null || (opts as Options).keyPrefix)) {
        return fixed(key, opts);
      }
      const memoKey = memoKeyOf(ns, key, opts as Options | undefined);
      const known = memoKey === undefined ? undefined : memo.get(memoKey);
      if (known !== undefined) return known;
      const value = translate(key, opts as Options | undefined);
      if (memoKey !== undefined && typeof value === "string") {
        if (memo.size >= MEMO_LIMIT) memo.clear();
        memo.set(memoKey, value);
      }
      return value;
    };
    return Object.assign(t, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
  };

  instance.getFixedT = fastGetFixedT as unknown as I18n["getFixedT"];
  return instance;
}

/**
 * The memo's key for a call, or none: options of plain values only (the answer then depends on nothing else); an
 * object among them (a Date, nested values) is not memoized, nor is an answer that is not a string (returnObjects).
 */
function memoKeyOf(ns: string, key: string, opts: Options | undefined): string | undefined {
  if (opts === undefined) return `${ns}\u0000${key}`;
  for (const value of Object.values(opts)) {
    if ((typeof value === "object" && value !== null) || typeof value === "function") return undefined;
  }
  return `${ns}\u0000${key}\u0000${JSON.stringify(opts)}`;
}
