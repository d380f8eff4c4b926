import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/app-error";
import { checkKey } from "../lib/storage/storage";

/**
 * Product and category images; file names carry a content hash, so they are cached for a year. With pictures in
 * object storage (S3_BUCKET), a file not in the media folder (an uploaded picture; the seed's stay local) is sent
 * on to its address there, so the storefront's /media/ URLs serve both.
 */
export async function registerMedia(app: FastifyInstance, mediaDir: string, remoteUrl?: (key: string) => string) {
  mkdirSync(mediaDir, { recursive: true });
  await app.register(
    async (media) => {
      await media.register(fastifyStatic, {
        root: mediaDir,
        prefix: "/",
        decorateReply: false,
        index: false,
        cacheControl: false,
        setHeaders(res) {
          res.setHeader("cache-control", "public, max-age=31536000, immutable");
        },
      });
      if (!remoteUrl) return;
      media.setNotFoundHandler((request, reply) => {
        const key = decodeURIComponent(request.url.split("?")[0]!.replace(/^\/media\//, ""));
        let target: string;
        try {
          target = remoteUrl(checkKey(key));
        } catch {
          throw new AppError("NOT_FOUND", "This file does not exist.");
        }
        return reply.header("cache-control", "public, max-age=86400").redirect(target, 302);
      });
    },
    { prefix: "/media" },
  );
}
