import { describe, expect, it } from "vitest";
import { fileS3StandIn } from "../../../test/support/s3-stand-in";
import { fileTestContext } from "../../../test/support/test-app";
import { imagesKit, pictures, type StoredFiles } from "../../../test/testkits/images.testkit";
import { uploadCases } from "../../../test/testkits/images.uploads";

/**
 * Issue 13 "Images": the same uploads on the S3 adapter, against s3rver (a local S3-protocol server) on
 * 127.0.0.1 with a temporary folder, started before the app and stopped after it.
 */
const { env, s3 } = fileS3StandIn();
const ctx = fileTestContext({ env });

const bucket: StoredFiles = { keys: () => s3().files.keys(), read: (key) => s3().files.read(key) };

describe("POST /api/v1/admin/products/images/upload, S3-compatible storage", () => {
  uploadCases(ctx, bucket);

  it("stores WebP objects in the bucket; the storefront's /media/ address sends the browser on to them", async () => {
    const kit = imagesKit(ctx);
    const manager = await kit.staff("ROLE_MANAGER");
    const productId = await kit.product();
    const jpeg = { name: "a.jpg", type: "image/jpeg", bytes: await pictures.jpeg() };
    const added = kit.images(await kit.upload(manager, productId, jpeg)).at(-1)!;
    const key = /(products\/[\w.-]+-960\.webp)$/.exec(added.src)![1]!;
    expect(added.src).toBe(`${env.S3_PUBLIC_URL}/${key}`);
    expect(await s3().contentType(key)).toBe("image/webp");
    const res = await ctx().app.inject({ method: "GET", url: `/media/${key}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${env.S3_PUBLIC_URL}/${key}`);
    // A key that could leave the bucket's folder is not sent on.
    const outside = await ctx().app.inject({ method: "GET", url: "/media/products/..%2F..%2Fetc" });
    expect([outside.statusCode, outside.headers.location]).toEqual([400, undefined]);
  });
});
