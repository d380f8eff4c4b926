import { readdir } from "node:fs/promises";
import path from "node:path";
import { adminCategoryResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { fileTestContext } from "../../../test/support/test-app";
import type { Headers } from "../../../test/testkits/checkout.testkit";
import { imagesKit, mediaFolderFiles, multipart, pictures } from "../../../test/testkits/images.testkit";

/**
 * Issue 13 "Categories and menus ... image": staff upload a category's picture through the product pictures'
 * pipeline; the storefront's category tiles read it (every width of its srcset exists); a refused file or an
 * unknown category stores nothing and leaves the category as it was.
 */
const ctx = fileTestContext();
const kit = imagesKit(ctx);
const stored = mediaFolderFiles(ctx);
let manager: Headers;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
});

function upload(categoryId: number | string, file: { name: string; type: string; bytes: Buffer }) {
  const body = multipart({ categoryId: String(categoryId) }, file);
  return ctx().app.inject({
    method: "POST",
    url: "/api/v1/admin/categories/image",
    headers: { ...manager, "content-type": body.contentType },
    payload: body.payload,
  });
}

async function category(): Promise<{ id: number; slug: string; image: string | null }> {
  const [row] = await kit.rows<{ id: number; slug: string; image: string | null }>(
    sql`select id, slug, image from categories where parent_id is null order by id limit 1`,
  );
  return { ...row!, id: Number(row!.id) };
}

/** The media folder's categories/ files (the seed draws none when its images are off). */
async function categoryFiles(): Promise<string[]> {
  const names = await readdir(path.join(ctx().config.mediaDir, "categories")).catch(() => [] as string[]);
  return names.map((n) => `categories/${n}`).sort();
}

describe("POST /api/v1/admin/categories/image", () => {
  it("stores the picture in every width, sets it, audits it, and removes the files of the one it replaces", async () => {
    const { id, slug } = await category();
    const jpeg = { name: "indoor.jpg", type: "image/jpeg", bytes: await pictures.jpeg() };
    const first = successOf(await upload(id, jpeg), adminCategoryResponseSchema).category;
    expect(first.image).toMatch(new RegExp(`^categories/${slug}-[0-9a-f]{12}$`));
    const files = await categoryFiles();
    for (const width of [320, 640, 960]) expect(files).toContain(`${first.image}-${width}.webp`);
    const meta = await sharp(await stored.read(`${first.image}-640.webp`)).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(["webp", 640, undefined]);

    // The storefront's category list answers the new picture.
    const cats = await ctx().app.inject({ url: "/api/v1/home/cat-list" });
    expect(cats.body).toContain(`"${first.image}"`);

    // A picture narrower than the widest size is stored under every width's name, never enlarged.
    const small = await sharp({ create: { width: 200, height: 150, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const second = successOf(
      await upload(id, { name: "s.png", type: "image/png", bytes: small }),
      adminCategoryResponseSchema,
    ).category;
    const after = await categoryFiles();
    for (const width of [320, 640, 960]) expect(after).toContain(`${second.image}-${width}.webp`);
    expect((await sharp(await stored.read(`${second.image}-960.webp`)).metadata()).width).toBe(200);
    expect(after.some((k) => k.startsWith(`${first.image}-`))).toBe(false);

    const audits = await kit.rows<{ action: string }>(
      sql`select action from audit_log where entity = 'category' and entity_id = ${String(id)} order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual(["category.image", "category.image"]);
  });

  it("a text file named .jpg is VALIDATION_FAILED on file; nothing is stored and the picture stays", async () => {
    const before = await category();
    const filesBefore = await categoryFiles();
    const res = await upload(before.id, { name: "x.jpg", type: "image/jpeg", bytes: pictures.textAsJpeg() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "file" });
    expect(await categoryFiles()).toEqual(filesBefore);
    expect((await category()).image).toBe(before.image);
  });

  it("an unknown category is NOT_FOUND and a missing id VALIDATION_FAILED, storing nothing", async () => {
    const filesBefore = await categoryFiles();
    const jpeg = { name: "a.jpg", type: "image/jpeg", bytes: await pictures.jpeg() };
    const unknown = await upload(999_999, jpeg);
    expect(unknown.statusCode).toBe(404);
    const noId = await upload("x", jpeg);
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "categoryId" });
    expect(await categoryFiles()).toEqual(filesBefore);
  });
});
