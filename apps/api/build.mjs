// Bundles the API (and the shared package) into one ES module; node_modules stay external.
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

await build({
  entryPoints: {
    server: "src/server.ts",
    migrate: "scripts/migrate.ts",
    seed: "scripts/seed.ts",
    reset: "scripts/reset.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  plugins: [externalDependencies()],
  sourcemap: true,
  logLevel: "warning",
  // Some dependencies are CommonJS and expect require() to exist.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
