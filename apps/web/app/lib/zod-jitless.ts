/**
 * The web build resolves the bare "zod" import here (vite.config.ts). Zod 4 probes `new Function` when it
 * builds an object schema; the page policy (no 'unsafe-eval') blocks the probe and the browser reports a
 * violation on every form page. jitless skips the probe and the compiled parsers, before any schema is built.
 */
import { config } from "zod/v4";

config({ jitless: true });

export * from "zod/v4";
export { default, default as z } from "zod/v4";
