import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";

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

/**
 * A WOFF 1.0 file as the plain font it wraps (each table inflated once, here, by zlib). Given the WOFF itself,
 * fontkit inflates tables in JavaScript on every document, which cost ~0.4 s an invoice.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") return woff;
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const head = Buffer.alloc(12 + 16 * numTables);
  head.writeUInt32BE(woff.readUInt32BE(4), 0);
  head.writeUInt16BE(numTables, 4);
  head.writeUInt16BE(searchRange, 6);
  head.writeUInt16BE(entrySelector, 8);
  head.writeUInt16BE(numTables * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = head.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(head, record);
    head.writeUInt32BE(table.checksum, record + 4);
    head.writeUInt32BE(offset, record + 8);
    head.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([head, ...bodies]);
}

function load(face: FontFace, weight: FontWeight): Buffer {
  const file = `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${subsetOf[face]}-${weight}-normal.woff`;
  return woffToSfnt(readFileSync(resolveHere.resolve(file)));
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
