import { describe, expect, it } from "vitest";
import { safeHref } from "./safe-href";

describe("links from data", () => {
  it("keeps web, mail and phone links and site paths", () => {
    expect(safeHref("https://landscaping.example.ae")).toBe("https://landscaping.example.ae");
    expect(safeHref("mailto:care@bustan.ae")).toBe("mailto:care@bustan.ae");
    expect(safeHref("/pages/faq")).toBe("/pages/faq");
  });

  it("replaces script and protocol-relative links with the home page", () => {
    expect(safeHref("javascript:alert(1)")).toBe("/");
    expect(safeHref(" JavaScript:alert(1)")).toBe("/");
    expect(safeHref("//evil.example")).toBe("/");
    expect(safeHref(undefined)).toBe("/");
  });
});
