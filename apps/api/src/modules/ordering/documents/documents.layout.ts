import { dubaiClock } from "@shop/shared";
import type PDFDocument from "pdfkit";
import type { DocumentLabels } from "./documents.labels";
import { loadPdfLibraries } from "./pdf-libraries";
import { type Align, type Direction, drawLine, drawWrapped, ltr, registerFonts, type TextStyle } from "./pdf-text";

/** Page, columns, money and dates shared by the invoice and the packing slip. */

export type Doc = InstanceType<typeof PDFDocument>;

export const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const BOTTOM = PAGE.height - PAGE.margin - 24;

/** A new A4 document with the embedded font; pages are flushed as they are finished (never buffered). */
export async function newDocument(title: string): Promise<Doc> {
  const { PDFDocument } = await loadPdfLibraries();
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    bufferPages: false,
    info: { Title: title, Author: "Bustan", Creator: "Bustan" },
  });
  registerFonts(doc);
  return doc;
}

type LaidOutFont = { layoutCache?: Record<string, unknown> };

/**
 * Forgets the words pdfkit has laid out so far. Each font of a document keeps every distinct word's shaping
 * (its `fontLayoutCache`, on by default): fontkit's shaping was ~60 % of a day's packing slips without it (2,000
 * slips 14.4 -> 5.3 s with it), but over a long document the names and addresses would only add up. The slips call
 * this after each batch, so the cache holds one batch's words. The fonts are pdfkit's own `_fontFamilies`
 * (documents.layout.test.ts fails if that changes).
 */
export function forgetLaidOutWords(doc: Doc): void {
  const fonts = (doc as unknown as { _fontFamilies?: Record<string, LaidOutFont> })._fontFamilies ?? {};
  for (const font of Object.values(fonts)) if (font.layoutCache) font.layoutCache = Object.create(null);
}

/** Fils as AED with two decimals and thousands separated: 123456 -> "1,234.56" (Western digits in every language). */
export function aed(fils: number): string {
  const sign = fils < 0 ? "-" : "";
  const abs = Math.abs(Math.round(fils));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${whole}.${String(abs % 100).padStart(2, "0")}`;
}

/** The calendar date in Asia/Dubai of an instant, as YYYY-MM-DD. */
export function dubaiDate(at: Date): string {
  return dubaiClock(at).date;
}

/** The direction of a language's page. */
export function directionOf(language: string): Direction {
  return language === "ar" ? "rtl" : "ltr";
}

/**
 * A label in the document's language; an Arabic document carries the English word beside it ("English labels plus
 * Arabic"), so either reader can file it.
 */
export function bilingual(labels: DocumentLabels, english: DocumentLabels, key: keyof DocumentLabels): string {
  const main = labels[key];
  const other = english[key];
  if (typeof main !== "string" || typeof other !== "string") return "";
  // The English words isolated left to right, so their full stops stay where an English reader expects them.
  return labels === english || main === other ? main : `${main} / ${ltr(other)}`;
}

export interface Column {
  key: string;
  width: number;
  align: Align;
}

/** Each column's left edge: from the left in a left-to-right page, from the right in an Arabic one. */
export function columnXs(columns: Column[], direction: Direction): number[] {
  const xs: number[] = [];
  let offset = 0;
  for (const column of columns) {
    xs.push(direction === "rtl" ? PAGE.width - PAGE.margin - offset - column.width : PAGE.margin + offset);
    offset += column.width;
  }
  return xs;
}

/** Draws one table row (cells wrapped in their column) and answers its height. */
export function drawRow(
  doc: Doc,
  columns: Column[],
  cells: string[],
  y: number,
  style: TextStyle,
  options: { max?: number; pad?: number } = {},
): number {
  const pad = options.pad ?? 3;
  const xs = columnXs(columns, style.direction);
  let height = 0;
  columns.forEach((column, i) => {
    const used = drawWrapped(doc, cells[i] ?? "", xs[i]! + pad, y, column.width - 2 * pad, style, {
      align: column.align,
      max: options.max,
    });
    height = Math.max(height, used);
  });
  return height;
}

export function rule(doc: Doc, y: number, color = "#bbbbbb", width = 0.6) {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(width)
    .strokeColor(color)
    .stroke();
}

/** A line of text across the content width. */
export function line(doc: Doc, text: string, y: number, style: TextStyle, align: Align = "start") {
  drawLine(doc, text, PAGE.margin, y, CONTENT_WIDTH, style, align);
}

/** A footer with the page's number and the document's reference, at the bottom of the current page. */
export function footer(doc: Doc, text: string, style: TextStyle) {
  drawLine(
    doc,
    text,
    PAGE.margin,
    PAGE.height - PAGE.margin - 10,
    CONTENT_WIDTH,
    { ...style, size: 8, color: "#666666" },
    "center",
  );
}
