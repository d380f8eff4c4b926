import type PDFDocument from "pdfkit";

/**
 * pdfkit, fontkit and bidi-js (~150 ms and ~20 MB to load together) come with the first invoice or packing slip,
 * not at start-up (issue 17). newDocument() loads them; the drawing code that runs on a document finds them here.
 */
interface PdfLibraries {
  PDFDocument: typeof PDFDocument;
  fontkit: typeof import("fontkit");
  bidi: ReturnType<typeof import("bidi-js").default>;
}

let loading: Promise<PdfLibraries> | undefined;
let loaded: PdfLibraries | undefined;

export function loadPdfLibraries(): Promise<PdfLibraries> {
  loading ??= Promise.all([import("pdfkit"), import("fontkit"), import("bidi-js")]).then(
    ([pdfkit, fontkit, bidiJs]) => {
      loaded = { PDFDocument: pdfkit.default, fontkit, bidi: bidiJs.default() };
      return loaded;
    },
  );
  return loading;
}

/** The libraries, once a document exists (newDocument awaited them). */
export function pdfLibraries(): PdfLibraries {
  if (!loaded) throw new Error("the PDF libraries are not loaded: create the document with newDocument() first");
  return loaded;
}
