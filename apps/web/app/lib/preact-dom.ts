/**
 * "react-dom" in the browser build (scripts/preact-in-the-browser.ts): Preact's compat layer, plus React 19's
 * resource hints, which only matter while the server renders (it puts them in the <head>); in the browser the
 * page already has them, so they do nothing here.
 */
// @ts-expect-error compat's types are one `export =` object; the module itself has named exports, which Vite reads
export * from "preact/compat";
export { default } from "preact/compat";

export function preload(_href: string, _options?: unknown): void {}
