import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    cspNonce: string;
  }
}

type NonceCarrier = IncomingMessage & { cspNonce?: string };

/**
 * Security headers with a strict CSP: scripts only from this origin or with the per-request nonce that the
 * server-rendered page carries. Inline style attributes stay allowed (React's style prop needs them).
 */
export async function registerSecurity(app: FastifyInstance) {
  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", async (request) => {
    const nonce = randomBytes(16).toString("base64");
    request.cspNonce = nonce;
    (request.raw as NonceCarrier).cspNonce = nonce;
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (req) => `'nonce-${(req as NonceCarrier).cspNonce ?? ""}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        frameSrc: ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}
