import type { i18n as I18n } from "i18next";

/** Distinct keys a memo keeps at most (the app's keys are a few thousand; a key built from data stops there). */
const MEMO_LIMIT = 5000;

type AnyT = (key: unknown, opts?: unknown, ...rest: unknown[]) => unknown;
type GetFixedT = (lng: unknown, ns: unknown, keyPrefix: unknown) => AnyT;
type Options = Record<string, unknown>;

/**
 * i18next's `getFixedT` copies the instance's whole options object on every t() call (for key selectors, which we
 * never use): in a CPU profile of uncached page renders, t() was ~8 % of the server's CPU, ~4 ms a page. For the
 * shape `useTranslation()` asks for (no language, no key prefix), this t answers a t(key) without options from a
 * memo, emptied whenever the language or the resources change, and passes a t(key, options) straight to
 * `instance.t` with the options fixedT would have made. Any other shape (a selector, a prefix, a string default)
 * goes to i18next's own fixedT.
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
    const t = (key: unknown, opts?: unknown, ...rest: unknown[]) => {
      if (typeof key !== "string" || rest.length > 0) return fixed(key, opts, ...rest);
      if (opts === undefined) return memoized(key, ns, fixed);
      if (typeof opts !== "object" || opts === null || (opts as Options).keyPrefix) return fixed(key, opts);
      const o: Options = { ...(opts as Options) };
      o.lng = o.lng || fixed.lng;
      o.lngs = o.lngs || fixed.lngs;
      o.ns = o.ns || ns;
      return (instance.t as unknown as AnyT)(key, o);
    };
    return Object.assign(t, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
  };

  function memoized(key: string, ns: string, fixed: AnyT): unknown {
    const memoKey = `${ns}\u0000${key}`;
    const known = memo.get(memoKey);
    if (known !== undefined) return known;
    const value = fixed(key);
    if (typeof value === "string" && memo.size < MEMO_LIMIT) memo.set(memoKey, value);
    return value;
  }

  instance.getFixedT = fastGetFixedT as unknown as I18n["getFixedT"];
  return instance;
}
