import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/** The API in development (apps/api on port 3001); in production one Fastify process serves both. */
const apiTarget = process.env.API_DEV_ORIGIN ?? "http://127.0.0.1:3001";

/**
 * @shop/shared builds its zod schemas at module level. Building a schema has no side effects, so for the
 * browser build those calls are annotated as pure: unused schemas (all of them, in the browser) are
 * dropped and zod (about 25 KB gzip) stays out of the client bundle. The server build is left as it is.
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
      return { code: code.replace(/(?<![\w.$])((?:z|\w+Schema)\s*\.\s*\w+\s*\()/g, "/* @__PURE__ */ $1"), map: null };
    },
  };
}

export default defineConfig({
  // The React Router plugin must not run inside Vitest.
  plugins: [!process.env.VITEST && reactRouter(), pureSharedSchemas()],
  // Sonner is only imported lazily; pre-bundle it so the dev server does not re-optimise mid-session.
  optimizeDeps: { include: ["sonner"] },
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/media": { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    // Keep small images and fonts as files so a strict CSP (no data: fonts) keeps working.
    assetsInlineLimit: 0,
  },
});
