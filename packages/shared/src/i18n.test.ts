import { describe, expect, it } from "vitest";
import { directionOf, isLanguage, pickText } from "./i18n";

describe("languages", () => {
  it("SPEC 1: en is the default and the fallback for missing text", () => {
    expect(pickText({ en: "Pots", fr: "Pots" }, "ar")).toBe("Pots");
    expect(pickText({ en: "Pots", ar: "أصص" }, "ar")).toBe("أصص");
  });
  it("Arabic is right-to-left, the others left-to-right", () => {
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("fr")).toBe("ltr");
  });
  it("accepts only en, fr and ar", () => {
    expect(isLanguage("fr")).toBe(true);
    expect(isLanguage("de")).toBe(false);
  });
});
