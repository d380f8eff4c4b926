import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { registerMember } from "../../../test/support/members";
import { fileS3StandIn } from "../../../test/support/s3-stand-in";
import { envelope, fileTestContext, otherInstance } from "../../../test/support/test-app";
import { pictures } from "../../../test/testkits/images.testkit";

/**
 * Issue 17 (several instances): a shopper's profile image goes to the S3 bucket like product pictures, so that every
 * instance finds it, not only the one whose disk it was written to. s3rver on 127.0.0.1 stands in for the bucket.
 */
const { env, s3 } = fileS3StandIn();
const ctx = fileTestContext({ seed: false, env });

// Another machine: the same database and bucket, a data folder of its own.
const other = otherInstance(ctx, { ownDataDir: true });

const dataUrl = async () => `data:image/jpeg;base64,${(await pictures.jpeg()).toString("base64")}`;

describe("issue 17: profile images on the S3 adapter", () => {
  it("issue 17: the image is stored in the bucket and every instance sends the browser there; a new one replaces it", async () => {
    const member = await registerMember(ctx());
    const upload = async () => {
      const res = await ctx().app.inject({
        method: "POST",
        url: "/api/v1/user/updateProfileImage",
        headers: member.headers,
        payload: envelope({ image: await dataUrl() }),
      });
      expect(res.statusCode).toBe(200);
      return res.json().responceObj.user.profileImage as string;
    };
    const url = await upload();
    const key = `profile/${path.basename(url)}`;
    expect(await s3().files.keys()).toEqual([key]);
    expect(await s3().contentType(key)).toBe("image/webp");
    const stored = await sharp(await s3().files.read(key)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(["webp", 256, 256]);

    for (const instance of [ctx().app, other()]) {
      const res = await instance.inject({ url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${env.S3_PUBLIC_URL}/${key}`);
    }
    // Still only the member's current image under the member's own id.
    const stranger = await registerMember(ctx());
    const elsewhere = await ctx().app.inject({
      url: url.replace(`/user/${member.user.id}/`, `/user/${stranger.user.id}/`),
    });
    expect(elsewhere.statusCode).toBe(404);

    const replaced = await upload();
    expect(await s3().files.keys()).toEqual([`profile/${path.basename(replaced)}`]);
    expect((await other().inject({ url })).statusCode).toBe(404);
  });
});
