import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * Issue 17 (decision 0026): the browser runs the shop's React code on Preact's compat layer, about 10 KB gzip
 * against react-dom's 69; the server still renders with React. Only the browser build is redirected: the server
 * bundle, Vitest and the types keep React.
 */
const BROWSER_TARGETS: Record<string, string> = {
  react: fileURLToPath(new URL("../app/lib/preact-react.ts", import.meta.url)),
  "react-dom": fileURLToPath(new URL("../app/lib/preact-dom.ts", import.meta.url)),
  "react-dom/client": fileURLToPath(new URL("../app/lib/preact-dom-client.ts", import.meta.url)),
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

export function preactInTheBrowser(): Plugin {
  return {
    name: "bustan:preact-in-the-browser",
    enforce: "pre",
    apply: "build",
    async resolveId(id, importer, options) {
      const target = BROWSER_TARGETS[id];
      if (!target || options?.ssr) return null;
      // The shim itself imports preact/compat, never "react-dom", so this cannot loop.
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
