import type PDFDocument from "pdfkit";
import { type FontFace, type FontWeight, fontFiles, fontName } from "./pdf-fonts";
import { pdfLibraries } from "./pdf-libraries";

/**
 * Text of mixed scripts and directions on a pdfkit page. pdfkit lays out a string through fontkit, which shapes
 * Arabic (joined forms, lam-alef) and hands a right-to-left run back in visual order; but pdfkit draws the words
 * of one call left to right and knows no bidi. So a line is cut into pieces (one direction level, one font, one
 * word or space each), the pieces are ordered by the Unicode bidi algorithm's rule L2 (bidi-js gives the levels),
 * and each piece is drawn on its own at its measured place.
 */

type Doc = InstanceType<typeof PDFDocument>;
export type Direction = "ltr" | "rtl";

/** Which cut has a glyph for a character: fontkit's view of the same files pdfkit embeds. */
const coverage = (() => {
  let fonts: Array<[FontFace, { hasGlyphForCodePoint(cp: number): boolean }]> | undefined;
  return () => {
    if (!fonts) {
      const files = fontFiles();
      fonts = (["arabic", "latin", "latinExt"] as const).map((face) => [
        face,
        pdfLibraries().fontkit.create(files.get(fontName(face, 400))!) as unknown as {
          hasGlyphForCodePoint(cp: number): boolean;
        },
      ]);
    }
    return fonts;
  };
})();

function faceOf(char: string): FontFace {
  if (/\s/.test(char)) return "latin";
  const cp = char.codePointAt(0) ?? 32;
  for (const [face, font] of coverage()) if (font.hasGlyphForCodePoint(cp)) return face;
  return "latin";
}

/** A character of a right-to-left piece drawn as a mirror image (rule L4): brackets. */
const mirrored: Record<string, string> = {
  "(": ")",
  ")": "(",
  "[": "]",
  "]": "[",
  "<": ">",
  ">": "<",
  "«": "»",
  "»": "«",
};

interface Piece {
  text: string;
  face: FontFace;
  level: number;
}

/** Bidi isolates and marks: they steer the levels and are never drawn. */
const CONTROLS = /[\u200e\u200f\u2066-\u2069]/;

/**
 * A value that reads left to right whatever surrounds it (a phone number, an e-mail, an amount, a date): in an
 * Arabic line "+971 4 123 4567" would otherwise come out as "4567 123 4 971+".
 */
export function ltr(value: string): string {
  return `\u2066${value}\u2069`;
}

/** The line's pieces in logical order (a piece never mixes levels or fonts, and a space stands alone). */
function piecesOf(text: string, direction: Direction): Piece[] {
  const { levels } = pdfLibraries().bidi.getEmbeddingLevels(text, direction);
  const pieces: Piece[] = [];
  let index = 0;
  for (const char of text) {
    const level = levels[index] ?? 0;
    index += char.length;
    if (CONTROLS.test(char)) continue;
    const face = faceOf(char);
    const space = /\s/.test(char);
    const last = pieces.at(-1);
    if (last && !space && !/\s/.test(last.text) && last.level === level && last.face === face) last.text += char;
    else pieces.push({ text: space ? " " : char, face, level });
  }
  return pieces;
}

/** Rule L2: from the highest level down to the lowest odd one, reverse every run of pieces at that level or above. */
function visualOrder(pieces: Piece[]): Piece[] {
  const order = [...pieces];
  const levels = order.map((p) => p.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    let i = 0;
    while (i < order.length) {
      if (order[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < order.length && order[j]!.level >= level) j++;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  return order;
}

/**
 * What pdfkit gets for a piece: fontkit reverses an Arabic run itself; any other piece at a right-to-left level
 * (punctuation, brackets between Arabic words) is reversed and mirrored here.
 */
function glyphText(piece: Piece): string {
  if (piece.level % 2 === 0 || piece.face === "arabic") return piece.text;
  return [...piece.text]
    .reverse()
    .map((c) => mirrored[c] ?? c)
    .join("");
}

export interface TextStyle {
  size: number;
  weight?: FontWeight;
  direction: Direction;
  color?: string;
}

interface Placed {
  text: string;
  font: string;
  width: number;
}

function place(doc: Doc, text: string, style: TextStyle): { pieces: Placed[]; width: number } {
  const weight = style.weight ?? 400;
  doc.fontSize(style.size);
  const pieces = visualOrder(piecesOf(text, style.direction)).map((piece) => {
    const font = fontName(piece.face, weight);
    const shown = glyphText(piece);
    doc.font(font);
    return { text: shown, font, width: doc.widthOfString(shown) };
  });
  return { pieces, width: pieces.reduce((sum, p) => sum + p.width, 0) };
}

/** The width of one line of text in this style. */
export function widthOf(doc: Doc, text: string, style: TextStyle): number {
  return place(doc, text, style).width;
}

export type Align = "start" | "end" | "center";

/**
 * Draws one line (no wrapping) in the box from x of this width, aligned at its start or end in the style's
 * direction (start is the right edge in Arabic). Too long a line is not cut; wrap it first (wrapLines).
 */
export function drawLine(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
  align: Align = "start",
) {
  const { pieces, width: used } = place(doc, text, style);
  const rtl = style.direction === "rtl";
  const atRight = align === "end" ? !rtl : rtl;
  let cursor = align === "center" ? x + (width - used) / 2 : atRight ? x + width - used : x;
  doc.fillColor(style.color ?? "#111111");
  for (const piece of pieces) {
    doc.font(piece.font).text(piece.text, cursor, y, { lineBreak: false });
    cursor += piece.width;
  }
}

/** The text cut into lines no wider than `width` at spaces (a word wider than the line stands alone), at most `max`. */
export function wrapLines(doc: Doc, text: string, width: number, style: TextStyle, max = 4): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && widthOf(doc, next, style) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
  }
  if (lines.length > max) {
    const kept = lines.slice(0, max);
    kept[max - 1] = `${kept[max - 1]}…`;
    return kept;
  }
  return lines;
}

/** Draws wrapped text in a box and answers the height used. */
export function drawWrapped(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
  options: { align?: Align; max?: number; lineHeight?: number } = {},
): number {
  const lineHeight = options.lineHeight ?? style.size * 1.45;
  const lines = wrapLines(doc, text, width, style, options.max);
  lines.forEach((line, i) => {
    drawLine(doc, line, x, y + i * lineHeight, width, style, options.align);
  });
  return Math.max(1, lines.length) * lineHeight;
}

/** Registers the embedded font's cuts on a new document. */
export function registerFonts(doc: Doc) {
  for (const [name, file] of fontFiles()) doc.registerFont(name, file);
}
