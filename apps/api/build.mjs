// Bundles the API (and the shared package) into one ES module; node_modules stay external.
import { spawnSync } from "node:child_process";
import { build } from "esbuild";

/**
 * Pure-JavaScript packages every start loads, bundled in (issue 17, a later start): Node no longer resolves, reads and
 * links their hundreds of modules one by one. The others stay external: native code (sharp, argon2), files read
 * beside their modules (PGlite's WebAssembly, pdfkit's fonts, swagger-ui's pages), the React Router copy that
 * serves the web build, and the packages loaded only on first use (S3, Stripe, mail, PDFs, two-step).
 */
const BUNDLED = new Set([
  "fastify",
  "@fastify/compress",
  "@fastify/cookie",
  "@fastify/helmet",
  "@fastify/multipart",
  "@fastify/rate-limit",
  "@fastify/static",
  "@fastify/swagger",
  "fastify-type-provider-zod",
  "jose",
  "pino",
  "prom-client",
  "close-with-grace",
  "dotenv",
  "csv-parse",
  "csv-stringify",
  "zod",
]);
/** Never bundled, even when a bundled package imports them: native code, and what the server imports lazily. */
const EXTERNAL_ALWAYS = new Set([
  "@electric-sql/pglite",
  "@node-rs/argon2",
  "drizzle-orm",
  "pg",
  "pg-native",
  "react-router",
  "sharp",
  "thread-stream",
]);
const packageOf = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** Installed packages stay external, but for BUNDLED and their own dependencies; our workspace packages are bundled. */
function externalDependencies() {
  return {
    name: "external-dependencies",
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith("@shop/") || args.path.startsWith("node:")) return undefined;
        const name = packageOf(args.path);
        const fromBundledPackage = /[\\/]node_modules[\\/]/.test(args.importer);
        const bundled = BUNDLED.has(name) || (fromBundledPackage && !EXTERNAL_ALWAYS.has(name));
        return bundled ? undefined : { external: true };
      });
    },
  };
}

/** Test support (apps/api/test: test app, testkits, the Stripe stand-in) and test files never ship. */
function noTestSupport() {
  return {
    name: "no-test-support",
    setup(b) {
      b.onLoad({ filter: /[\\/]apps[\\/]api[\\/]test[\\/]|\.test\.ts$/ }, (args) => ({
        errors: [{ text: `test support reached the production build: ${args.path}` }],
      }));
    },
  };
}

await build({
  entryPoints: {
    server: "src/server.ts",
    migrate: "scripts/migrate.ts",
    seed: "scripts/seed.ts",
    reset: "scripts/reset.ts",
    "pglite-template": "scripts/pglite-template.ts",
    "demo-pictures": "scripts/demo-pictures.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  plugins: [externalDependencies(), noTestSupport()],
  sourcemap: true,
  logLevel: "warning",
  // Some dependencies are CommonJS and expect require() to exist.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});

// A migrated empty embedded database for a first start (issue 17). Without it the server runs initdb itself,
// so a failure here only warns.
const template = spawnSync(process.execPath, ["dist/pglite-template.js"], { stdio: "inherit" });
if (template.status !== 0) console.warn("The PGlite template was not made; a first start will run initdb itself.");

// The demo pictures, drawn once here rather than by every first start (scripts/demo-pictures.ts). Without them a
// first start draws them in the background, so a failure here only warns.
const pictures = spawnSync(process.execPath, ["dist/demo-pictures.js"], { stdio: "inherit" });
if (pictures.status !== 0) console.warn("The demo pictures were not drawn; a first start will draw them itself.");
