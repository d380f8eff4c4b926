import { createInstance, type i18n as I18n } from "i18next";
import { describe, expect, it, vi } from "vitest";
import ar from "../../../public/assets/i18n/ar.json";
import en from "../../../public/assets/i18n/en.json";
import { createI18n, i18nOptions, type Resources } from "./create-i18n";

/** i18next as it comes, set up as createI18n sets it up: the answers withFastT must give. */
function plainI18n(lang: "en" | "ar", resources: Resources): I18n {
  const instance = createInstance();
  instance.init(i18nOptions(lang, resources));
  return instance;
}

/** The t that react-i18next's `useTranslation()` makes. */
const tOf = (instance: I18n) => instance.getFixedT(null, "translation");

function keysWithPlaceholders(node: unknown, prefix = ""): [string, string[]][] {
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "object" && value !== null) return keysWithPlaceholders(value, path);
    return [[path, [...String(value).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string)]];
  });
}

const sample = {
  greeting: "Hello {{name}}",
  items_one: "{{count}} item",
  items_other: "{{count}} items",
  nested: { title: "Nested", ref: "See $t(nested.title)" },
};

describe("fast t (withFastT)", () => {
  it("answers every key of the English and Arabic files as i18next does, with and without their placeholders", () => {
    for (const [lang, resources] of [
      ["en", en],
      ["ar", ar],
    ] as const) {
      const fast = tOf(createI18n(lang, resources));
      const plain = tOf(plainI18n(lang, resources));
      for (const [key, names] of keysWithPlaceholders(resources)) {
        expect(fast(key)).toBe(plain(key));
        expect(fast(key)).toBe(plain(key)); // the second answer comes from the memo
        const values = Object.fromEntries(names.map((name) => [name, name === "count" ? 2 : `<${name}>`]));
        expect(fast(key, values)).toBe(plain(key, values));
        expect(fast(key, values)).toBe(plain(key, values)); // from the memo too
      }
    }
  });

  it("keeps interpolation, plurals, nesting, objects, defaults and missing keys as i18next has them", () => {
    const fast = tOf(createI18n("en", sample));
    const plain = tOf(plainI18n("en", sample));
    const calls: [string, unknown?][] = [
      ["greeting", { name: "Mona" }],
      ["greeting"],
      ["items", { count: 1 }],
      ["items", { count: 5 }],
      ["nested.ref"],
      ["nested", { returnObjects: true }],
      ["missing.key"],
      ["missing.key", "A default"],
      ["missing.key", { defaultValue: "Another default" }],
    ];
    for (const [key, opts] of calls) {
      const call = (t: ReturnType<typeof tOf>) => (opts === undefined ? t(key) : t(key, opts as never));
      expect(call(fast)).toEqual(call(plain));
    }
    expect(fast("items", { count: 5 })).toBe("5 items");
  });

  it("asks i18next once per key and plain options, and again after the resources or the language change", () => {
    const instance = createI18n("en", sample);
    // i18next's translator (an internal): what every t() without the memo ends in.
    const { translator } = instance as unknown as { translator: { translate: (...args: unknown[]) => unknown } };
    const translate = vi.spyOn(translator, "translate");
    const t = tOf(instance);
    expect(t("nested.title")).toBe("Nested");
    expect(t("nested.title")).toBe("Nested");
    expect(translate).toHaveBeenCalledTimes(1);

    expect(t("items", { count: 5 })).toBe("5 items");
    expect(t("items", { count: 5 })).toBe("5 items");
    expect(t("items", { count: 1 })).toBe("1 item");
    expect(translate).toHaveBeenCalledTimes(3);
    // An object among the options is asked for each time.
    expect(t("greeting", { name: "Mona", extra: { any: 1 } })).toBe("Hello Mona");
    expect(t("greeting", { name: "Mona", extra: { any: 1 } })).toBe("Hello Mona");
    expect(translate).toHaveBeenCalledTimes(5);

    instance.addResourceBundle("en", "translation", { nested: { title: "Changed" } }, true, true);
    expect(t("nested.title")).toBe("Changed");

    instance.addResourceBundle("fr", "translation", { nested: { title: "Imbriqué" } });
    instance.changeLanguage("fr");
    expect(t("nested.title")).toBe("Imbriqué");
    expect(translate).toHaveBeenCalledTimes(7);
  });
});
