import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/app-error";
import { checkKey } from "../lib/storage/storage";

const YEAR = "public, max-age=31536000, immutable";

/**
 * Product and category images; file names carry a content hash, so they are cached for a year. With pictures in
 * object storage (S3_BUCKET), a file not in the media folder (an uploaded picture; the seed's stay local) is sent
 * on to its address there, so the storefront's /media/ URLs serve both. A demo picture the server has not drawn
 * yet (the seed draws them after start-up, issue 17) is drawn when first asked for; with the build's demo pictures
 * (demoDir) there is none to draw.
 */
export async function registerMedia(
  app: FastifyInstance,
  mediaDir: string,
  remoteUrl?: (key: string) => string,
  demoDir?: string,
) {
  mkdirSync(mediaDir, { recursive: true });
  await app.register(
    async (media) => {
      await media.register(fastifyStatic, {
        root: demoDir ? [mediaDir, demoDir] : mediaDir,
        prefix: "/",
        decorateReply: false,
        index: false,
        // Markers (.demo-images-pending, the build's .complete) are not pictures.
        dotfiles: "ignore",
        cacheControl: false,
        setHeaders(res) {
          res.setHeader("cache-control", YEAR);
        },
      });
      media.setNotFoundHandler(async (request, reply) => {
        const key = decodeURIComponent(request.url.split("?")[0]!.replace(/^\/media\//, ""));
        const drawn = await drawDemoPicture(mediaDir, key);
        if (drawn) return reply.header("cache-control", YEAR).type("image/webp").send(drawn);
        if (!remoteUrl) throw new AppError("NOT_FOUND", "This file does not exist.");
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

/** The demo seed's picture behind `key`, drawn now; null for any other key. Loaded only on a miss. */
async function drawDemoPicture(mediaDir: string, key: string): Promise<Buffer | null> {
  if (!/^(products|categories)\/[\w-]+\.webp$/.test(key)) return null;
  const { demoImagesFor } = await import("../../scripts/seed/deferred-images");
  if (!(await demoImagesFor(mediaDir).drawOnRequest(key))) return null;
  return readFile(path.join(mediaDir, key)).catch(() => null);
}
