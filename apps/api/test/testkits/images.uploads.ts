import { productPageResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { PRODUCT_IMAGE_WIDTHS } from "../../src/modules/catalogue/catalogue.images.pipeline";
import type { TestContext } from "../support/test-app";
import type { Headers } from "./checkout.testkit";
import { imagesKit, pictures, type StoredFiles } from "./images.testkit";

/**
 * Issue 13 "Images", the upload cases every storage adapter must pass: a real JPEG stored in the storefront's
 * WebP widths, upright, EXIF and GPS gone from every size; a text file named .jpg, a file over 10 MB and a
 * decompression bomb refused with nothing stored (no file, no row). Called once per adapter's test file.
 */
export function uploadCases(ctx: () => TestContext, stored: StoredFiles) {
  const kit = imagesKit(ctx);
  let manager: Headers;
  beforeAll(async () => {
    manager = await kit.staff("ROLE_MANAGER");
  });

  /** Each stored size of the answer's last picture: its key, metadata and bytes. */
  async function sizesOf(base: string, widths: number[]) {
    return Promise.all(
      widths.map(async (w) => {
        const bytes = await stored.read(`${base}-${w}.webp`);
        return { w, bytes, meta: await sharp(bytes).metadata() };
      }),
    );
  }
  const baseOf = (src: string) => /(products\/[\w.-]+)-\d+\.webp$/.exec(src)![1]!;

  it("a JPEG: stored as WebP in every width of PRODUCT_IMAGE_WIDTHS, at the end of the list, shown by the storefront", async () => {
    const productId = await kit.product();
    const before = await kit.imageRows(productId);
    const images = kit.images(
      await kit.upload(manager, productId, { name: "fern.jpg", type: "image/jpeg", bytes: await pictures.jpeg() }),
    );
    expect(images.map((i) => i.position)).toEqual([...Array(before + 1).keys()]);
    const added = images.at(-1)!;
    expect(added).toMatchObject({ width: 960, height: 720, potColour: null, alt: {} });
    // Dominant colour of the green picture (sharp's stats bucket the colours).
    expect(added.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(added.placeholder!.slice(i, i + 2), 16));
    expect(g).toBeGreaterThan(r!);
    expect(g).toBeGreaterThan(b!);
    const base = baseOf(added.src);
    for (const size of await sizesOf(base, [...PRODUCT_IMAGE_WIDTHS])) {
      expect([size.meta.format, size.meta.width, size.meta.height]).toEqual(["webp", size.w, (size.w * 3) / 4]);
    }
    const [row] = await kit.rows<{ slug: string }>(sql`select slug from products where id = ${productId}`);
    const res = await kit.post("/api/v1/displayproducts/product", { slug: row!.slug, lang: "en" });
    const page = productPageResponseSchema.parse(res.json().responceObj);
    expect(page.product.images.at(-1)).toMatchObject({
      srcset: PRODUCT_IMAGE_WIDTHS.map((w) => `/media/${base}-${w}.webp ${w}w`).join(", "),
      width: 960,
      height: 720,
    });
  });

  it("a sideways phone photo (EXIF orientation 6) is stored upright, never enlarged past its own width", async () => {
    const productId = await kit.product();
    const added = kit
      .images(
        await kit.upload(manager, productId, {
          name: "up.jpg",
          type: "image/jpeg",
          bytes: await pictures.sidewaysJpeg(),
        }),
      )
      .at(-1)!;
    expect([added.width, added.height]).toEqual([800, 1067]);
    const sizes = await sizesOf(baseOf(added.src), [160, 320, 640, 800]);
    expect(sizes.map((s) => [s.meta.width, s.meta.height, s.meta.orientation])).toEqual([
      [160, 213, undefined],
      [320, 427, undefined],
      [640, 854, undefined],
      [800, 1067, undefined],
    ]);
  });

  it("a PNG with camera EXIF and a GPS position: no EXIF, XMP or GPS left in any stored size", async () => {
    const bytes = await pictures.gpsPng();
    const input = await sharp(bytes).metadata();
    expect(input.exif?.includes("PhoneMaker")).toBe(true);
    // The GPS block's pointer (EXIF tag 0x8825, little-endian "II" order as sharp writes it).
    const GPS_POINTER = Buffer.from([0x25, 0x88]);
    expect(input.exif?.includes(GPS_POINTER)).toBe(true);
    const productId = await kit.product();
    const added = kit
      .images(await kit.upload(manager, productId, { name: "pot.png", type: "image/png", bytes }))
      .at(-1)!;
    for (const size of await sizesOf(baseOf(added.src), [...PRODUCT_IMAGE_WIDTHS])) {
      expect([size.meta.exif, size.meta.xmp, size.meta.iptc]).toEqual([undefined, undefined, undefined]);
      expect(size.bytes.includes("PhoneMaker")).toBe(false);
      expect(size.bytes.includes("Exif")).toBe(false);
    }
  });

  const refused = [
    ["a text file named .jpg", () => pictures.textAsJpeg(), 400, "VALIDATION_FAILED", /not a picture/],
    ["a file over 10 MB", () => pictures.oversized(), 413, "PAYLOAD_TOO_LARGE", /10 MB/],
    [
      "a decompression bomb (a tiny PNG declaring 20000 × 20000)",
      pictures.bomb,
      400,
      "VALIDATION_FAILED",
      /20000 × 20000/,
    ],
  ] as const;
  for (const [what, make, status, code, message] of refused) {
    it(`${what}: ${status} ${code} naming the file, and nothing stored (no file, no row)`, async () => {
      const productId = await kit.product();
      const [keys, rows] = [await stored.keys(), await kit.imageRows(productId)];
      const res = await kit.upload(manager, productId, { name: "photo.jpg", type: "image/jpeg", bytes: await make() });
      expect(res.statusCode, res.body).toBe(status);
      const [error] = res.json().errorList;
      expect(error).toMatchObject({ errorCode: code, field: "file" });
      expect(error.errorDesc).toMatch(message);
      expect(await stored.keys()).toEqual(keys);
      expect(await kit.imageRows(productId)).toBe(rows);
    });
  }
}
