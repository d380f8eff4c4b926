import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Compression per answer (pages rendered each time, API answers over 1 KB): the plugin's brotli quality 4 with a
 * 256 KB window instead of brotli's 4 MB, whose set-up per answer cost an uncached page ~25 % of the rate
 * (decision 0021); answers this size compress the same.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip", "deflate"],
    brotliOptions: {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: 4,
        [zlib.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });
}
