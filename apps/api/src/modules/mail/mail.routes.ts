import { randomBytes } from "node:crypto";
import { safeText, successEnvelope } from "@shop/shared";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/client";
import type { ModulePlugin } from "../../lib/reply";
import { listMailMessages } from "./mail.repo";
import { mailViewerPage } from "./mail.viewer";

const LIMIT = 100;

/**
 * The viewer shows reset links, so it only answers a direct connection from this machine: the socket address
 * (not X-Forwarded-For, which anyone can send) is loopback and no proxy header is present.
 */
export function isDirectLoopback(request: FastifyRequest): boolean {
  const address = request.raw.socket.remoteAddress ?? "";
  const loopback = address === "::1" || /^(::ffff:)?127\./.test(address);
  return loopback && request.headers["x-forwarded-for"] === undefined && request.headers.forwarded === undefined;
}

const devMailResponseSchema = z.object({
  messages: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/**
 * The development mail viewer (MAIL_VIEWER and no SMTP_URL): GET /dev/mail (page) and GET /api/v1/dev/mail
 * (JSON, used by the end-to-end tests to follow e-mailed links). Both answer 404 when it is off, and to
 * anything but a direct connection from this machine.
 */
export const mailViewerRoutes: ModulePlugin<{ db: Db; enabled: boolean }> = async (app, { db, enabled }) => {
  app.get(
    "/api/v1/dev/mail",
    {
      schema: {
        tags: ["development"],
        summary: "Development only: the mail kept locally, newest first (404 unless the mail viewer is on)",
        querystring: z.object({ to: safeText().max(254).optional() }),
        response: { 200: successEnvelope(devMailResponseSchema) },
      },
    },
    async (request, reply) => {
      if (!enabled || !isDirectLoopback(request)) return reply.callNotFound();
      const rows = await listMailMessages(db, request.query.to, LIMIT);
      reply.header("cache-control", "no-store");
      return { messages: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
    },
  );

  app.get("/dev/mail", { schema: { hide: true } }, async (request, reply) => {
    if (!enabled || !isDirectLoopback(request)) return reply.callNotFound();
    const nonce = randomBytes(16).toString("base64");
    const rows = await listMailMessages(db, undefined, LIMIT);
    return reply
      .header(
        "content-security-policy",
        `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      )
      .header("x-robots-tag", "noindex, nofollow")
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(mailViewerPage(rows, nonce));
  });
};
