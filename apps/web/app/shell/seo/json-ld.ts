/**
 * JSON for a <script type="application/ld+json"> element. "<" (and ">", "&", U+2028/9) are written as
 * \u escapes: still the same JSON, but no text from the data can close the script element.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
