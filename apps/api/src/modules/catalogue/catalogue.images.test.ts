import { productPageResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { fileTestContext } from "../../../test/support/test-app";
import type { Headers } from "../../../test/testkits/checkout.testkit";
import { imagesKit, mediaFolderFiles, pictures } from "../../../test/testkits/images.testkit";
import { uploadCases } from "../../../test/testkits/images.uploads";
import { PRODUCT_IMAGE_WIDTHS } from "./catalogue.images.pipeline";

/** Issue 13 "Images": uploads on the local adapter (the data folder's media folder). */
const ctx = fileTestContext();

describe("POST /api/v1/admin/products/images/upload, local media folder", () => {
  uploadCases(ctx, mediaFolderFiles(ctx));
});

describe("images/upload: the formats a phone or a desktop sends", () => {
  const kit = imagesKit(ctx);
  const made = (format: "webp" | "avif" | "png") =>
    sharp({ create: { width: 700, height: 700, channels: 3, background: "#556b2f" } })
      .toFormat(format)
      .toBuffer();

  it("WebP, AVIF and PNG are taken (a 700 px picture: 320 and 640 wide); a JSON body is 415", async () => {
    const manager = await kit.staff("ROLE_MANAGER");
    for (const format of ["webp", "avif", "png"] as const) {
      const productId = await kit.product();
      const file = { name: `leaf.${format}`, type: `image/${format}`, bytes: await made(format) };
      const added = kit.images(await kit.upload(manager, productId, file)).at(-1)!;
      expect(added.srcset, format).toMatch(/-320\.webp 320w, \/media\/products\/[\w.-]+-640\.webp 640w$/);
    }
    const json = await kit.call("upload", manager, { productId: await kit.product() });
    expect([json.statusCode, json.json().errorList[0].errorCode]).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
  });
});

describe("images/update, images/delete, images/list", () => {
  const kit = imagesKit(ctx);
  let manager: Headers;
  beforeAll(async () => {
    manager = await kit.staff("ROLE_MANAGER");
  });
  const jpeg = async () => ({ name: "a.jpg", type: "image/jpeg", bytes: await pictures.jpeg() });
  const storefrontImages = async (productId: number, lang: "en" | "ar") => {
    const [row] = await kit.rows<{ slug: string }>(sql`select slug from products where id = ${productId}`);
    const res = await kit.post("/api/v1/displayproducts/product", { slug: row!.slug, lang });
    return productPageResponseSchema.parse(res.json().responceObj).product.images;
  };
  const updatedAt = async (productId: number) =>
    (await kit.rows<{ at: string }>(sql`select updated_at::text as at from products where id = ${productId}`))[0]!.at;

  it("alt text per language, a pot colour and position 0: the storefront's main picture at once, audited", async () => {
    const productId = await kit.product();
    await storefrontImages(productId, "ar"); // cached now
    const before = await updatedAt(productId);
    const added = kit.images(await kit.upload(manager, productId, await jpeg())).at(-1)!;
    expect(added.position).toBeGreaterThan(0);
    const images = kit.images(
      await kit.call("update", manager, {
        productId,
        imageId: added.id,
        alt: { en: "Fern in a white pot", ar: "سرخس في أصيص أبيض" },
        potColour: "white",
        position: 0,
      }),
    );
    expect(images[0]).toMatchObject({ id: added.id, position: 0, potColour: "white" });
    expect(images.map((i) => i.position)).toEqual([...images.keys()]);
    // Every instance's caches follow products.updated_at (catalogue.freshness.ts); this one's are cleared.
    expect(await updatedAt(productId)).not.toBe(before);
    expect((await storefrontImages(productId, "ar"))[0]).toMatchObject({
      src: added.src,
      alt: "سرخس في أصيص أبيض",
      potColour: "white",
      placeholder: added.placeholder,
    });
    expect((await storefrontImages(productId, "en"))[0]?.alt).toBe("Fern in a white pot");
    // An empty text removes a language; potColour null: any colour.
    const [first] = kit.images(
      await kit.call("update", manager, { productId, imageId: added.id, alt: { ar: "" }, potColour: null }),
    );
    expect(first).toMatchObject({ alt: { en: "Fern in a white pot" }, potColour: null });
    expect(await kit.auditActions(added.id)).toEqual([
      "product.image.upload",
      "product.image.update",
      "product.image.update",
    ]);
  });

  it("delete removes the row and every stored size; the others close the gap; audited", async () => {
    const productId = await kit.product();
    await kit.upload(manager, productId, await jpeg());
    const listed = kit.images(await kit.upload(manager, productId, await jpeg()));
    const [victim, ...rest] = listed.slice(-2);
    const files = mediaFolderFiles(ctx);
    const base = /(products\/[\w.-]+)-960\.webp$/.exec(victim!.src)![1]!;
    expect((await files.keys()).filter((k) => k.startsWith(`${base}-`))).toHaveLength(PRODUCT_IMAGE_WIDTHS.length);
    const after = kit.images(await kit.call("delete", manager, { productId, imageId: victim!.id }));
    expect(after.map((i) => i.id)).toEqual(listed.filter((i) => i.id !== victim!.id).map((i) => i.id));
    expect(after.map((i) => i.position)).toEqual([...after.keys()]);
    expect(after.at(-1)?.id).toBe(rest.at(-1)?.id);
    expect((await files.keys()).filter((k) => k.startsWith(`${base}-`))).toEqual([]);
    expect(kit.images(await kit.call("list", manager, { productId }))).toEqual(after);
    expect(await kit.auditActions(victim!.id)).toEqual(["product.image.upload", "product.image.delete"]);
  });

  it("the media folder serves a stored size under /media/ for a year; a missing file is 404, never sent on", async () => {
    const productId = await kit.product();
    const added = kit.images(await kit.upload(manager, productId, await jpeg())).at(-1)!;
    expect(added.src).toMatch(/^\/media\/products\/[\w.-]+-960\.webp$/);
    const res = await ctx().app.inject({ method: "GET", url: added.src });
    expect([res.statusCode, res.headers["content-type"], res.headers["cache-control"]]).toEqual([
      200,
      "image/webp",
      "public, max-age=31536000, immutable",
    ]);
    const missing = await ctx().app.inject({ method: "GET", url: "/media/products/none-960.webp" });
    expect([missing.statusCode, missing.headers.location]).toEqual([404, undefined]);
  });

  it("five uploads at once to one product all land, at positions 0..n-1 with none shared", async () => {
    const productId = await kit.product();
    const before = await kit.imageRows(productId);
    const file = await jpeg();
    const answers = await Promise.all(Array.from({ length: 5 }, () => kit.upload(manager, productId, file)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const images = kit.images(await kit.call("list", manager, { productId }));
    expect(images.map((i) => i.position)).toEqual([...Array(before + 5).keys()]);
    expect(new Set(images.map((i) => i.src)).size).toBe(before + 5);
  });

  it("bad input: VALIDATION_FAILED naming the field; an unknown product or picture NOT_FOUND, nothing stored", async () => {
    const productId = await kit.product();
    const [image] = kit.images(await kit.upload(manager, productId, await jpeg())).slice(-1);
    const bad = await kit.call("update", manager, { productId, imageId: image!.id, alt: { en: "a\u0000b" } });
    expect([bad.statusCode, bad.json().errorList[0].errorCode]).toEqual([400, "VALIDATION_FAILED"]);
    const files = mediaFolderFiles(ctx);
    const keys = await files.keys();
    const unknown = await kit.upload(manager, 2_000_000_000, await jpeg());
    expect([unknown.statusCode, unknown.json().errorList[0].field]).toEqual([404, "productId"]);
    const noId = await kit.upload(manager, "ficus", await jpeg());
    expect([noId.statusCode, noId.json().errorList[0].field]).toEqual([400, "productId"]);
    expect(await files.keys()).toEqual(keys);
    const elsewhere = await kit.call("delete", manager, { productId: productId - 1, imageId: image!.id });
    expect([elsewhere.statusCode, elsewhere.json().errorList[0].field]).toEqual([404, "imageId"]);
  });

  it("DESIGN 'Back office': a shopper gets 403 and a visitor 401 before the file is read (11 MB sent)", async () => {
    const productId = await kit.product();
    const shopper = (await kit.member()).headers;
    const big = { name: "big.jpg", type: "image/jpeg", bytes: pictures.oversized() };
    expect((await kit.upload(shopper, productId, big)).statusCode).toBe(403);
    expect((await kit.upload({}, productId, big)).statusCode).toBe(401);
    expect((await kit.call("update", shopper, { productId, imageId: 1, position: 0 })).statusCode).toBe(403);
    expect((await kit.call("list", {}, { productId })).statusCode).toBe(401);
  });
});
