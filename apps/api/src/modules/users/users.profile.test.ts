import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, registerMember } from "../../../test/support/members";
import { createTestContext, envelope, type TestContext } from "../../../test/support/test-app";

let ctx: TestContext;
let member: Member;
let other: Member;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  member = await registerMember(ctx, { name: "Fatima", mobile: "+971 55 111 2233" });
  other = await registerMember(ctx, { name: "Rashid" });
});
afterAll(() => ctx.close());

const post = (url: string, who: Member | null, requestPayload: unknown) =>
  ctx.app.inject({ method: "POST", url, headers: who?.headers ?? {}, payload: envelope(requestPayload) });
const updateProfile = (who: Member, requestPayload: unknown) => post("/api/v1/user/updateProfile", who, requestPayload);

describe("POST /api/v1/user/loadUser", () => {
  it("SPEC 7: answers the logged-in user in the shared user shape", async () => {
    const res = await post("/api/v1/user/loadUser", member, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().responceObj).toEqual({
      user: {
        id: member.user.id,
        name: "Fatima",
        email: member.email,
        mobile: "+971551112233",
        role: "ROLE_USER",
        emailVerified: false,
        profileImage: null,
        locale: "en",
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
  });

  it("needs a login: 401 UNAUTHORIZED in the error shape", async () => {
    const res = await post("/api/v1/user/loadUser", null, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().errorList[0]).toMatchObject({ errorCode: "UNAUTHORIZED", suggesstion: expect.any(String) });
  });

  it("one member cannot read another's profile: ids in the payload are ignored", async () => {
    const res = await post("/api/v1/user/loadUser", member, { id: other.user.id, userId: other.user.id });
    expect(res.json().responceObj.user.id).toBe(member.user.id);
  });
});

describe("POST /api/v1/user/updateProfile", () => {
  it("changes name, mobile (normalised) and e-mail language", async () => {
    const res = await updateProfile(member, { name: "  Fatima Al Mansoori ", mobile: "0501234567", locale: "ar" });
    expect(res.statusCode).toBe(200);
    expect(res.json().responceObj.user).toMatchObject({
      name: "Fatima Al Mansoori",
      mobile: "+971501234567",
      locale: "ar",
    });
  });

  it("an empty mobile removes it; omitted fields stay as they were", async () => {
    const res = await updateProfile(member, { mobile: "" });
    expect(res.json().responceObj.user).toMatchObject({ name: "Fatima Al Mansoori", mobile: null, locale: "ar" });
  });

  for (const [field, value] of [
    ["role", "ROLE_SUPER_ADMIN"],
    ["email", "someone.else@example.ae"],
    ["id", 1],
    ["emailVerified", true],
    ["tokenVersion", 99],
  ] as const) {
    it(`mass assignment: ${field} is VALIDATION_FAILED on ${field} and never applied`, async () => {
      const res = await updateProfile(member, { name: "Changed", [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorList).toEqual([
        { errorCode: "VALIDATION_FAILED", errorDesc: expect.any(String), suggesstion: expect.any(String), field },
      ]);
      const me = (await post("/api/v1/user/loadUser", member, {})).json().responceObj.user;
      expect(me).toMatchObject({
        id: member.user.id,
        name: "Fatima Al Mansoori",
        email: member.email,
        role: "ROLE_USER",
      });
    });
  }

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ["an empty name", { name: "" }, "name"],
    ["a name over 100 characters", { name: "n".repeat(101) }, "name"],
    ["a mobile outside the UAE format", { mobile: "12345" }, "mobile"],
    ["an unknown language", { locale: "es" }, "locale"],
  ];
  for (const [what, payload, field] of invalid) {
    it(`DESIGN field rules: ${what} is VALIDATION_FAILED on ${field}`, async () => {
      const res = await updateProfile(member, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field });
    });
  }

  it("one member cannot change another's profile: only the caller's own row changes", async () => {
    const res = await updateProfile(member, { name: "Not Rashid" });
    expect(res.json().responceObj.user.id).toBe(member.user.id);
    const theirs = (await post("/api/v1/user/loadUser", other, {})).json().responceObj.user;
    expect(theirs.name).toBe("Rashid");
  });
});

describe("profile image", () => {
  const pngDataUrl = async (width: number, height: number) =>
    `data:image/png;base64,${(
      await sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 } } })
        .png()
        .toBuffer()
    ).toString("base64")}`;

  it("is stored as a 256x256 WebP and served publicly with long cache headers (SPEC 7 /user/*/profile-image/**)", async () => {
    const res = await post("/api/v1/user/updateProfileImage", member, { image: await pngDataUrl(640, 480) });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().responceObj.user.profileImage;
    expect(url).toMatch(new RegExp(`^/api/v1/user/${member.user.id}/profile-image/[\\w-]{22}\\.webp$`));
    const image = await ctx.app.inject({ url });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);
    expect((await post("/api/v1/user/loadUser", member, {})).json().responceObj.user.profileImage).toBe(url);
  });

  it("a new image replaces the old one: the old URL answers 404 and its file is gone", async () => {
    const first = (await post("/api/v1/user/updateProfileImage", other, { image: await pngDataUrl(300, 300) })).json()
      .responceObj.user.profileImage as string;
    const second = (await post("/api/v1/user/updateProfileImage", other, { image: await pngDataUrl(100, 100) })).json()
      .responceObj.user.profileImage as string;
    expect(second).not.toBe(first);
    const old = await ctx.app.inject({ url: first });
    expect(old.statusCode).toBe(404);
    expect(old.json().errorList[0].errorCode).toBe("NOT_FOUND");
    expect(existsSync(path.join(ctx.config.mediaDir, "profile", path.basename(first)))).toBe(false);
    expect((await ctx.app.inject({ url: second })).statusCode).toBe(200);
  });

  it("unknown images and other members' paths answer 404 in the error shape", async () => {
    const mine = (await post("/api/v1/user/loadUser", member, {})).json().responceObj.user.profileImage as string;
    const file = path.basename(mine);
    for (const url of [
      `/api/v1/user/${other.user.id}/profile-image/${file}`,
      `/api/v1/user/${member.user.id}/profile-image/AAAAAAAAAAAAAAAAAAAAAA.webp`,
      `/api/v1/user/${member.user.id}/profile-image/..%2F..%2Fjwt-secret`,
      "/api/v1/user/abc/profile-image/x.webp",
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(url.includes("/abc/") ? 400 : 404);
    }
  });

  it("needs a login, and rejects what is not a PNG, JPEG or WebP image", async () => {
    expect((await post("/api/v1/user/updateProfileImage", null, { image: await pngDataUrl(10, 10) })).statusCode).toBe(
      401,
    );
    const gif = await post("/api/v1/user/updateProfileImage", member, { image: "data:image/gif;base64,R0lGODlh" });
    expect(gif.statusCode).toBe(400);
    expect(gif.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "image" });
    const garbage = await post("/api/v1/user/updateProfileImage", member, {
      image: `data:image/png;base64,${Buffer.from("not an image at all").toString("base64")}`,
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "image" });
  });

  it("an image over the size limit is refused in the error shape", async () => {
    const big = `data:image/png;base64,${Buffer.alloc(2_200_000, 1).toString("base64")}`;
    const res = await post("/api/v1/user/updateProfileImage", member, { image: big });
    expect([400, 413]).toContain(res.statusCode);
    expect(["VALIDATION_FAILED", "PAYLOAD_TOO_LARGE"]).toContain(res.json().errorList[0].errorCode);
  });
});
