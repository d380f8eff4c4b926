import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Product and category images; file names carry a content hash, so they are cached for a year. */
export async function registerMedia(app: FastifyInstance, mediaDir: string) {
  mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: "/media/",
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader("cache-control", "public, max-age=31536000, immutable");
    },
  });
}
