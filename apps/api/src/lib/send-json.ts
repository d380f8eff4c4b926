import type { FastifyReply } from "fastify";

/** Sends an envelope that was serialised once and cached; a string skips per-request serialisation. */
export function sendCachedJson(reply: FastifyReply, json: string, maxAgeSeconds = 60) {
  return reply
    .header("content-type", "application/json; charset=utf-8")
    .header("cache-control", `public, max-age=${maxAgeSeconds}`)
    .send(json);
}
