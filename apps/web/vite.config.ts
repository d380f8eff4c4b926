import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { directFeatureImports } from "./scripts/direct-feature-imports";

/** The API in development (apps/api on port 3001); in production one Fastify process serves both. */
const apiTarget = process.env.API_DEV_ORIGIN ?? "http://127.0.0.1:3001";

/**
 * @shop/shared builds its zod schemas at module level. Building a schema has no side effects, so for the
 * browser build those calls are annotated as pure and unused schemas are dropped. The forms' schemas stay,
 * with zod (about 25 KB gzip), in the chunks of the form pages only: the page shell imports values from
 * `@shop/shared/core`, never the main entry (a shell module's static imports join the shell chunk).
 * The modules are also marked side-effect free, so a lazy chunk that imports one helper through the main
 * entry depends on that helper's module only, not on every schema module the entry re-exports.
 */
/**
 * The browser build's zod starts with its global config jitless (app/lib/zod-jitless.ts says why): zod's
 * own module sets it up, so it holds before any schema is built and costs no module with side effects.
 */
function zodJitless(): Plugin {
  const core = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
  const init = "(_a.__zod_globalConfig = {})";
  return {
    name: "bustan:zod-jitless",
    apply: "build",
    transform(code, id, options) {
      if (options?.ssr || !core.test(id)) return null;
      if (!code.includes(init)) throw new Error(`zod's global config is not set up as expected in ${id}`);
      return { code: code.replace(init, "(_a.__zod_globalConfig = { jitless: true })"), map: null };
    },
  };
}

function pureSharedSchemas(): Plugin {
  const shared = /[\\/]packages[\\/]shared[\\/]src[\\/][^?]*\.ts$/;
  return {
    name: "bustan:pure-shared-schemas",
    enforce: "post",
    apply: "build",
    transform(code, id, options) {
      if (options?.ssr || !shared.test(id)) return null;
      // `z.string().max(3)`, `fooSchema.default(x)`, `idField.optional()`: schema building and refinement calls;
      // `safeText().max(9)`: the shared field helpers (a pure call keeps its arguments, so they need it too).
      return {
        code: code
          .replace(/(?<![\w.$])((?:z|\w+Schema|idField|filsField)\s*\.\s*\w+\s*\()/g, "/* @__PURE__ */ $1")
          .replace(
            /(?<![\w.$"'`])((?:safeText|adminTranslatedText|optionalText|localizedText|oneLine)\()/g,
            "/* @__PURE__ */ $1",
          ),
        map: null,
        moduleSideEffects: false,
      };
    },
  };
}

/**
 * The server build bundles the packages it uses instead of leaving them to Node (issue 17, a later start): Node
 * resolved, read and linked each of their modules one by one at every start (react-markdown and its unified family
 * alone are ~160 modules of ~50 packages, ~150 ms to import). The build only: Vitest and the dev server load
 * packages as usual.
 */
function bundledServer(): Plugin {
  return { name: "bustan:bundled-server", apply: "build", config: () => ({ ssr: { noExternal: true } }) };
}

/**
 * React Router's package exports point at its development build whatever the mode (remix-run/react-router#14102:
 * a temporary measure of 7.0.2 that stayed). The production build beside it differs by one flag that turns off
 * the development warnings, so production builds (browser and server) take it: 0.6 KB gzip less on a first visit,
 * and no warning checks while rendering. The dev server keeps the development build, which @react-router/dev loads
 * itself (one copy of the router's contexts).
 */
function productionReactRouter(): Plugin {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist");
  return {
    name: "bustan:production-react-router",
    apply: "build",
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(dist, "production/index.mjs") },
          { find: /^react-router\/dom$/, replacement: path.join(dist, "production/dom-export.mjs") },
        ],
      },
    }),
  };
}

interface ChunkMeta {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const appModule = /[\\/](apps[\\/]web[\\/]app|packages[\\/]shared[\\/]src)[\\/]/;
const shells = new WeakMap<ChunkMeta["getModuleInfo"], Set<string>>();

/** The app's own modules that the root route imports statically (its shell), whatever imports them too. */
function shellModules(meta: ChunkMeta): Set<string> {
  let found = shells.get(meta.getModuleInfo);
  if (found) return found;
  found = new Set();
  const queue = [...meta.getModuleIds()].filter((id) => /[\\/]app[\\/]root\.tsx(\?|$)/.test(id));
  while (queue.length) {
    for (const next of meta.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
      if (found.has(next) || !appModule.test(next)) continue;
      found.add(next);
      queue.push(next);
    }
  }
  shells.set(meta.getModuleInfo, found);
  return found;
}

/**
 * Zod (about 25 KB gzip) is a chunk of its own: otherwise the small-chunk merging below folds a page's small
 * modules (the pagination, a text field) into the zod chunk, and pages that show data only download zod too.
 */
const zodModule = /[\\/]node_modules[\\/]zod[\\/]|[\\/]app[\\/]lib[\\/]zod-jitless\.ts$/;

/**
 * The root's own modules (header, menus, footer, search overlay, settings...) make one chunk. Without this,
 * each shell module that a lazy route also uses (notify, the price tag, the cart count...) becomes a chunk
 * of its own, and the first load fetches a dozen small files.
 */
function shellChunk(id: string, meta: ChunkMeta): string | undefined {
  if (zodModule.test(id)) return "zod";
  if (!appModule.test(id) || /[\\/]app[\\/](root\.tsx|routes[\\/])/.test(id)) return undefined;
  return shellModules(meta).has(id) ? "shell" : undefined;
}

/**
 * BUNDLE_STATS=<file> writes, for the browser build, each chunk's modules and their rendered sizes;
 * bench/page-weight.mjs --stats <file> breaks each page's JS down with it. Off by default.
 */
function bundleStats(file: string | undefined): Plugin | false {
  if (!file) return false;
  const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
  return {
    name: "bustan:bundle-stats",
    apply: "build",
    generateBundle(output, bundle) {
      if (!output.dir?.endsWith("client")) return;
      const chunks: Record<string, Record<string, number>> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        chunks[chunk.fileName] = Object.fromEntries(
          Object.entries(chunk.modules).map(([id, m]) => [path.relative(repoRoot, id), m.renderedLength]),
        );
      }
      writeFileSync(file, JSON.stringify(chunks));
    },
  };
}

export default defineConfig({
  // The React Router plugin must not run inside Vitest.
  plugins: [
    !process.env.VITEST && reactRouter(),
    pureSharedSchemas(),
    zodJitless(),
    directFeatureImports(),
    bundledServer(),
    productionReactRouter(),
    bundleStats(process.env.BUNDLE_STATS),
  ],
  // Sonner is only imported lazily; pre-bundle it so the dev server does not re-optimise mid-session.
  optimizeDeps: { include: ["sonner"] },
  // Zod without its eval probe, which the page policy reports (app/lib/zod-jitless.ts).
  resolve: {
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL("app/lib/zod-jitless.ts", import.meta.url)) }],
  },
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/media": { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    // Keep small images and fonts as files so a strict CSP (no data: fonts) keeps working.
    assetsInlineLimit: 0,
    // No small-chunk merging (issue 17): rollup's experimentalMinChunkSize folded small modules into chunks that
    // other pages need (zod, back-office code), so a page downloaded more to save a few requests.
    rollupOptions: { output: { manualChunks: shellChunk } },
  },
});
