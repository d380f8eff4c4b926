import { constants, generateKeyPairSync, publicEncrypt } from "node:crypto";
import { shopConfigSchema } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelopePoster } from "../../../test/support/poster";
import { createTestContext, type TestContext } from "../../../test/support/test-app";

let ctx: TestContext;
let publicKey: string;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  const config = shopConfigSchema.parse((await ctx.app.inject({ url: "/api/v1/config" })).json().responceObj);
  publicKey = config.rsaPublicKey ?? "";
});
afterAll(() => ctx.close());

const encrypt = (value: string, key = publicKey) =>
  publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, Buffer.from(value)).toString(
    "base64",
  );
const post = envelopePoster(() => ctx, "10.4");

describe("SPEC 7/9: optional RSA-OAEP (SHA-256) password encryption", () => {
  it("GET /api/v1/config publishes the public key as an SPKI PEM", () => {
    expect(publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n?$/);
  });

  it("register, login and updatePassword accept encrypted passwords (encrypted: true)", async () => {
    const email = "encrypted@example.ae";
    const reg = await post("/api/v1/user/register", {
      userRegPld: { name: "Zayed", email, password: encrypt("Falcon-flight-2024") },
      encrypted: true,
    });
    expect(reg.statusCode).toBe(200);
    const login = await post("/api/v1/user/login", { email, password: encrypt("Falcon-flight-2024"), encrypted: true });
    expect(login.statusCode).toBe(200);
    const change = await post(
      "/api/v1/user/updatePassword",
      {
        updatePassword: { currentPassword: encrypt("Falcon-flight-2024"), newPassword: encrypt("Pearl-diver-1971") },
        encrypted: true,
      },
      { authorization: `Bearer ${login.json().responceObj.token}` },
    );
    expect(change.statusCode).toBe(200);
    // The plain form works for the same account.
    expect((await post("/api/v1/user/login", { email, password: "Pearl-diver-1971" })).statusCode).toBe(200);
    // Without the flag the ciphertext is just a (wrong) password.
    expect((await post("/api/v1/user/login", { email, password: encrypt("Pearl-diver-1971") })).statusCode).toBe(401);
  });

  it("the password rules apply to the decrypted password", async () => {
    const res = await post("/api/v1/user/register", {
      userRegPld: { name: "Zayed", email: "rules@example.ae", password: encrypt("password") },
      encrypted: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "userRegPld.password" });
  });

  it("a value that cannot be decrypted is VALIDATION_FAILED on that field", async () => {
    const otherKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey.export({
      type: "spki",
      format: "pem",
    });
    const cases: Array<[string, unknown, string]> = [
      ["/api/v1/user/login", { email: "x@example.ae", password: "not base64!", encrypted: true }, "password"],
      [
        "/api/v1/user/login",
        { email: "x@example.ae", password: encrypt("Secret-1234", String(otherKey)), encrypted: true },
        "password",
      ],
      [
        "/api/v1/user/register",
        { userRegPld: { name: "A", email: "a@example.ae", password: "AAAA" }, encrypted: true },
        "userRegPld.password",
      ],
      [
        "/api/v1/user/updatePassword",
        { updatePassword: { resetToken: "R".repeat(43), newPassword: "bm9wZQ==" }, encrypted: true },
        "updatePassword.newPassword",
      ],
    ];
    for (const [url, payload, field] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errorList).toEqual([
        { errorCode: "VALIDATION_FAILED", errorDesc: expect.any(String), suggesstion: expect.any(String), field },
      ]);
    }
  });
});

describe("the password-encryption key", () => {
  it("PASSWORD_RSA_PRIVATE_KEY, when set, is the key whose public half is published", async () => {
    const pair = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const own = await createTestContext({
      seed: false,
      env: { PASSWORD_RSA_PRIVATE_KEY: String(pair.privateKey.export({ type: "pkcs8", format: "pem" })) },
    });
    try {
      const config = (await own.app.inject({ url: "/api/v1/config" })).json().responceObj;
      expect(config.rsaPublicKey).toBe(pair.publicKey.export({ type: "spki", format: "pem" }));
    } finally {
      await own.close();
    }
  });
});
