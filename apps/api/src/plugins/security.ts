import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** The page policy: scripts only from this origin or carrying the per-request nonce; no plugins, no framing. */
export function pageCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // React's style prop needs inline style attributes; no script can run from a style.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * API answers are data, never documents: a short fixed set of headers is all they need, set without running
 * helmet's per-request middleware (which costs the hot JSON endpoints about half their throughput).
 */
const apiHeaders = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "cross-origin-resource-policy": "same-origin",
};

const isJsonApiRoute = (url: string) => url.startsWith("/api/") && !url.startsWith("/api/docs");

/**
 * Security headers on every response: helmet's full set on pages, assets and docs (pages then replace the
 * policy with pageCsp and a fresh nonce), the fixed apiHeaders on the JSON API.
 */
export async function registerSecurity(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    if (isJsonApiRoute(route.url)) {
      route.helmet = false;
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [
        ...own,
        async (_request, reply) => {
          reply.headers(apiHeaders);
        },
      ];
    }
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}
