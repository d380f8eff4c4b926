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
function pureSharedSchemas(): Plugin {
  const shared = /[\\/]packages[\\/]shared[\\/]src[\\/][^?]*\.ts$/;
  return {
    name: "bustan:pure-shared-schemas",
    enforce: "post",
    apply: "build",
    transform(code, id, options) {
      if (options?.ssr || !shared.test(id)) return null;
      // `z.string().max(3)`, `fooSchema.default(x)`: schema building and refinement calls.
      return {
        code: code.replace(/(?<![\w.$])((?:z|\w+Schema)\s*\.\s*\w+\s*\()/g, "/* @__PURE__ */ $1"),
        map: null,
        moduleSideEffects: false,
      };
    },
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
 * The root's own modules (header, menus, footer, search overlay, settings...) make one chunk. Without this,
 * each shell module that a lazy route also uses (notify, the price tag, the cart count...) becomes a chunk
 * of its own, and the first load fetches a dozen small files.
 */
function shellChunk(id: string, meta: ChunkMeta): string | undefined {
  if (!appModule.test(id) || /[\\/]app[\\/](root\.tsx|routes[\\/])/.test(id)) return undefined;
  return shellModules(meta).has(id) ? "shell" : undefined;
}

export default defineConfig({
  // The React Router plugin must not run inside Vitest.
  plugins: [!process.env.VITEST && reactRouter(), pureSharedSchemas(), directFeatureImports()],
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
    // Chunks under 10 KB join a chunk that is loaded anyway when that is safe: fewer requests per page.
    rollupOptions: { output: { manualChunks: shellChunk, experimentalMinChunkSize: 10_000 } },
  },
});
