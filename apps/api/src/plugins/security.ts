import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * What Stripe.js needs (docs.stripe.com/security/guide, "Content Security Policy"): its script and frames from
 * js.stripe.com (and its subdomains), hooks.stripe.com frames for payment methods that redirect (3-D Secure), and
 * calls to api.stripe.com. Stripe's maps.googleapis.com entries are for the Address Element, which the shop
 * does not use.
 */
export const STRIPE_JS_SOURCES = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
} as const;

export interface PageCspOptions {
  /** Card payments are configured: Stripe.js may load, frame its fields and call its API. */
  stripe?: boolean;
  /** Product pictures are read from object storage (S3_PUBLIC_URL): pages may load images from this origin. */
  imageOrigin?: string;
}

/**
 * The page policy: scripts only from this origin or carrying the per-request nonce (and Stripe.js when card
 * payments are on); no plugins, no framing of the shop.
 */
export function pageCsp(nonce: string, options: PageCspOptions = {}): string {
  return pageCspWithScripts([`'nonce-${nonce}'`], options);
}

/** The page policy with these inline-script sources: a nonce, or a cached page's script hashes ('sha256-...'). */
export function pageCspWithScripts(inlineScripts: readonly string[], options: PageCspOptions = {}): string {
  const stripe = options.stripe === true;
  const sources = (own: string[], extra: readonly string[]) => [...own, ...(stripe ? extra : [])].join(" ");
  return [
    "default-src 'self'",
    `script-src ${sources(["'self'", ...inlineScripts], STRIPE_JS_SOURCES.script)}`,
    // React's style prop needs inline style attributes; no script can run from a style.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", options.imageOrigin].filter(Boolean).join(" "),
    "font-src 'self' data:",
    `connect-src ${sources(["'self'"], STRIPE_JS_SOURCES.connect)}`,
    `frame-src ${stripe ? STRIPE_JS_SOURCES.frame.join(" ") : "'none'"}`,
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
 * policy with pageCsp and a fresh nonce, with Stripe.js's sources when card payments are on), the fixed
 * apiHeaders on the JSON API.
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
