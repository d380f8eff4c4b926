import { describe, expect, it } from "vitest";
import ar from "../../../public/assets/i18n/ar.json";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";

function flatten(node: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "object" && value !== null) for (const entry of flatten(value, path)) out.set(...entry);
    else out.set(path, String(value));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("SPEC 1 translations", () => {
  const files = { en: flatten(en), fr: flatten(fr), ar: flatten(ar) };

  it("SPEC 1: every language file has exactly the same keys", () => {
    const keys = [...files.en.keys()].sort();
    expect([...files.fr.keys()].sort()).toEqual(keys);
    expect([...files.ar.keys()].sort()).toEqual(keys);
  });

  it("SPEC 1: no translation is empty and each keeps the same placeholders", () => {
    for (const [key, text] of files.en) {
      for (const lang of ["fr", "ar"] as const) {
        const other = files[lang].get(key) ?? "";
        expect(other.trim(), `${lang} ${key}`).not.toBe("");
        expect(placeholders(other), `${lang} ${key}`).toEqual(placeholders(text));
      }
    }
  });

  it("SPEC 2 / 4: the specified texts are used in English", () => {
    expect(files.en.get("header.tagline")).toBe("Because Gardens Deserve");
    expect(files.en.get("search.placeholder")).toBe("Search a Product");
    expect(files.en.get("account.loggedOut")).toBe("You have been successfully logged out");
    expect(files.en.get("newsletter.title")).toBe("KNOW IT ALL FIRST!");
    expect(files.en.get("newsletter.placeholder")).toBe("Enter your email");
    expect(files.en.get("footer.paySecure")).toBe("PAY SECURE WITH CONFIDENCE");
    expect(files.en.get("footer.copyright")).toMatch(/Powered by$/);
  });
});
