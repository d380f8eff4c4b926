import { describe, expect, it } from "vitest";
import { forgetLaidOutWords, line, newDocument } from "./documents.layout";

/** The words each font of a document has laid out, read where pdfkit keeps them. */
function laidOutWords(doc: object): string[] {
  const fonts = (doc as { _fontFamilies?: Record<string, { layoutCache?: object }> })._fontFamilies ?? {};
  return Object.values(fonts).flatMap((font) => Object.keys(font.layoutCache ?? {}));
}

describe("issue 17: the packing slips' word layouts are kept one batch at a time", () => {
  it("pdfkit keeps each drawn word's layout, and forgetLaidOutWords empties every font's", async () => {
    const doc = await newDocument("test");
    line(doc, "Monstera Deliciosa x 2", 40, { size: 12, direction: "ltr" });
    line(doc, "مونستيرا", 60, { size: 12, direction: "rtl" });
    expect(laidOutWords(doc)).toEqual(expect.arrayContaining(["Monstera", "Deliciosa"]));
    forgetLaidOutWords(doc);
    expect(laidOutWords(doc)).toEqual([]);
    // The fonts still lay out and draw after it.
    line(doc, "Pot M", 80, { size: 12, direction: "ltr" });
    expect(laidOutWords(doc)).toContain("Pot");
    doc.end();
  });
});
