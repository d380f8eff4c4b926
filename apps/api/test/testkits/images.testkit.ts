import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { adminImagesResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { successOf } from "../support/answers";
import type { TestContext } from "../support/test-app";
import { checkoutKit, type Headers } from "./checkout.testkit";

const IMAGES = "/api/v1/admin/products/images";

/** Where a test reads what the storage adapter kept: every key, and one file's bytes. */
export interface StoredFiles {
  keys(): Promise<string[]>;
  read(key: string): Promise<Buffer>;
}

/** The local adapter's files: the media folder's products/ sub-folder. */
export function mediaFolderFiles(ctx: () => TestContext): StoredFiles {
  const dir = () => ctx().config.mediaDir;
  return {
    async keys() {
      const names = await readdir(path.join(dir(), "products")).catch(() => [] as string[]);
      return names.map((n) => `products/${n}`).sort();
    },
    read: (key) => readFile(path.join(dir(), key)),
  };
}

/** Real picture files made by sharp, and files that are not pictures. */
export const pictures = {
  /** A landscape JPEG, 1200 × 900, green. */
  jpeg: () =>
    sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 120, b: 60 } } })
      .jpeg()
      .toBuffer(),
  /** A 1200 × 900 JPEG whose EXIF orientation (6) says: turn it a quarter clockwise, so it stands 900 × 1200. */
  sidewaysJpeg: () =>
    sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 60, b: 40 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer(),
  /** A PNG carrying camera EXIF and a GPS position (IFD3), as a phone writes them. */
  gpsPng: () =>
    sharp({ create: { width: 1000, height: 1000, channels: 3, background: { r: 30, g: 60, b: 160 } } })
      .png()
      .withExif({
        IFD0: { Make: "PhoneMaker", Model: "Storeroom 1", Copyright: "Bustan test" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "25/1 11/1 5/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "55/1 16/1 9/1",
        },
      })
      .toBuffer(),
  /** A text file named like a photo. */
  textAsJpeg: () => Buffer.from("This is a note, not a photo.\n"),
  /** A little over 10 MB of noise (the limit is 10 MB). */
  oversized: () => randomBytes(10 * 1024 * 1024 + 4096),
  /** A decompression bomb: a tiny PNG whose header declares 20000 × 20000 pixels (400 megapixels). */
  bomb: async () =>
    declaringSize(
      await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
        .png()
        .toBuffer(),
      20_000,
      20_000,
    ),
};

/** The PNG with its header (IHDR) rewritten to declare width × height, its checksum made right again. */
function declaringSize(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  // 8-byte signature, 4-byte length, "IHDR", then width and height; the CRC covers type and data (13 bytes).
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A multipart/form-data body of text fields and at most one file. */
export function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----shop${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `content-type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Helpers of the back office's picture tests (not a test file itself). */
export function imagesKit(ctx: () => TestContext) {
  const checkout = checkoutKit(ctx);
  const kit = {
    ...checkout,
    upload(headers: Headers, productId: number | string, file: { name: string; type: string; bytes: Buffer }) {
      const body = multipart({ productId: String(productId) }, file);
      return ctx().app.inject({
        method: "POST",
        url: `${IMAGES}/upload`,
        headers: { ...headers, "content-type": body.contentType },
        payload: body.payload,
      });
    },
    /** A JSON call; "upload" too, to see it refuse a body that is not multipart. */
    call(action: "list" | "update" | "delete" | "upload", headers: Headers, body: unknown) {
      return checkout.post(`${IMAGES}/${action}`, body, headers);
    },
    images(res: Parameters<typeof successOf>[0]) {
      return successOf(res, adminImagesResponseSchema).images;
    },
    /** A product of the seed, a different one each call (newest first). */
    async product(): Promise<number> {
      const [row] = await checkout.rows<{ id: number }>(
        sql`select id from products where is_active order by id desc limit 1 offset ${used++}`,
      );
      return Number(row!.id);
    },
    async imageRows(productId: number): Promise<number> {
      const [row] = await checkout.rows<{ n: number }>(
        sql`select count(*)::int as n from product_images where product_id = ${productId}`,
      );
      return Number(row!.n);
    },
    async auditActions(imageId: number): Promise<string[]> {
      const rows = await checkout.rows<{ action: string }>(
        sql`select action from audit_log where entity = 'product_image' and entity_id = ${String(imageId)} order by id`,
      );
      return rows.map((r) => r.action);
    },
  };
  let used = 0;
  return kit;
}
