// Bundles the API (and the shared package) into one ES module; node_modules stay external.
import { spawnSync } from "node:child_process";
import { build } from "esbuild";

/** Every installed package stays external except our own workspace packages, which are TypeScript source. */
function externalDependencies() {
  return {
    name: "external-dependencies",
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("@shop/") ? undefined : { external: true }));
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
