import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * The text of a PDF as pdfjs-dist reads it, one string per page, normalised for comparison: NFKC turns Arabic
 * presentation forms (the shaped glyphs' code points) back into letters, and runs of spaces become one.
 */
export async function pdfPages(bytes: Uint8Array | Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const words = content.items.map((item) => ("str" in item ? item.str : ""));
    pages.push(normalisePdfText(words.join(" ")));
  }
  await doc.destroy();
  return pages;
}

export function normalisePdfText(text: string): string {
  return text.normalize("NFKC").replace(/\s+/g, " ").trim();
}

/**
 * Whether an Arabic phrase appears in extracted text, compared sensibly: an extractor reading a right-to-left line
 * may give its words in any order, split a word where a ligature glyph ends (lam-alef, "ضر") and spell that glyph's
 * letters backwards. So each word of the phrase must appear as a run of the text (spaces left out) holding exactly
 * its letters.
 */
export function hasArabic(text: string, phrase: string): boolean {
  const letters = (s: string) => [...s].sort().join("");
  const flat = [...normalisePdfText(text).replace(/\s/g, "")];
  return normalisePdfText(phrase)
    .split(" ")
    .every((word) => {
      const size = [...word].length;
      const wanted = letters(word);
      for (let i = 0; i + size <= flat.length; i++) {
        if (letters(flat.slice(i, i + size).join("")) === wanted) return true;
      }
      return false;
    });
}
