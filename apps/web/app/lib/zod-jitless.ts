/**
 * The web build resolves the bare "zod" import here (vite.config.ts). Zod 4 probes `new Function` when it
 * builds an object schema; the page policy (no 'unsafe-eval') blocks the probe and the browser reports a
 * violation on every form page. The browser build starts zod's global config jitless (vite.config.ts,
 * zodJitless): jitless skips the probe and the compiled parsers, before any schema is built. Doing it inside
 * zod rather than with a config() call here keeps this module free of side effects, so a page that imports a
 * shared module only for a constant does not load zod. The server (Node, no page policy) keeps zod's default.
 */
export * from "zod/v4";
export { default, default as z } from "zod/v4";
