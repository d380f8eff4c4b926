import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * The PDFs' embedded font: IBM Plex Sans Arabic (SIL Open Font License 1.1, @fontsource/ibm-plex-sans-arabic), whose
 * Arabic letters are whole positional glyphs (so a PDF's text maps back to the right letters). The package ships it
 * cut by script, so a text is drawn with the Arabic cut for Arabic letters and the Latin cuts for the rest
 * (pdf-text.ts picks per character). Read once per process; pdfkit embeds only the glyphs a document uses.
 */

export type FontFace = "arabic" | "latin" | "latinExt";
export type FontWeight = 400 | 700;

const resolveHere = createRequire(import.meta.url);

const subsetOf: Record<FontFace, string> = { arabic: "arabic", latin: "latin", latinExt: "latin-ext" };

function load(face: FontFace, weight: FontWeight): Buffer {
  const file = `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${subsetOf[face]}-${weight}-normal.woff`;
  return readFileSync(resolveHere.resolve(file));
}

let files: Map<string, Buffer> | undefined;

/** Each face and weight's file, as pdfkit's registerFont takes it; name is `${face}-${weight}`. */
export function fontFiles(): Map<string, Buffer> {
  if (!files) {
    files = new Map();
    for (const face of ["arabic", "latin", "latinExt"] as const) {
      for (const weight of [400, 700] as const) files.set(fontName(face, weight), load(face, weight));
    }
  }
  return files;
}

export function fontName(face: FontFace, weight: FontWeight): string {
  return `${face}-${weight}`;
}
