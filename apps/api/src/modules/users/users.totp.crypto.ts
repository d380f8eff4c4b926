import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from "node:crypto";
import { RECOVERY_CODE_COUNT, TWO_STEP_ISSUER } from "@shop/shared";
import { loadOnce } from "../../lib/load-once";

/**
 * The secrets of two-step login: the authenticator secret encrypted at rest (AES-256-GCM, the user id as
 * associated data so a row copied to another user does not decrypt), recovery codes and challenges kept as
 * SHA-256 only (they are long random values, not passwords).
 */
export interface TotpSecretBox {
  seal(userId: number, secret: string): string;
  open(userId: number, sealed: string): string;
}

const VERSION = "v1";

export function createTotpSecretBox(keyMaterial: string): TotpSecretBox {
  const key = Buffer.from(hkdfSync("sha256", keyMaterial, "bustan-two-step", "totp secret at rest v1", 32));
  const aad = (userId: number) => Buffer.from(`user:${userId}`);
  return {
    seal(userId, secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(aad(userId));
      const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
        .join(".");
    },
    open(userId, sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || !body) throw new Error("two-step secret in an unknown format");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"))
        .setAAD(aad(userId))
        .setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}

/** otplib (with qrcode, ~45 ms to load) comes with the first two-step call, not at start-up (issue 17). */
const otp = loadOnce(() => import("otplib"));

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A 20-byte (160-bit) base32 secret, the size RFC 4226 recommends and authenticator apps expect. */
export const newTotpSecret = async () => (await otp()).generateSecret({ length: 20 });

/** The otpauth:// URI and its QR code (PNG data URL) for the authenticator app. */
export async function provisioning(email: string, secret: string): Promise<{ otpauthUri: string; qrCode: string }> {
  const otpauthUri = (await otp()).generateURI({ issuer: TWO_STEP_ISSUER, label: email, secret });
  const { default: QRCode } = await import("qrcode");
  const qrCode = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: "M", margin: 2, width: 240 });
  return { otpauthUri, qrCode };
}

/**
 * The time step the code belongs to, or null. One step either side is accepted (clock drift of the phone);
 * steps up to `afterTimeStep` are refused, so a code works once.
 */
export async function matchingTimeStep(
  secret: string,
  code: string,
  afterTimeStep: number | null,
): Promise<number | null> {
  const result = await (await otp()).verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  // The TOTP strategy's result carries the step (the union type also covers HOTP's, which has none).
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

/** Letters and digits that cannot be mistaken for one another when copied by hand. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const recoveryPart = () =>
  Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");

/** RECOVERY_CODE_COUNT new codes, as shown to the user (xxxxx-xxxxx; ~49 bits each). */
export const newRecoveryCodes = () =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => `${recoveryPart()}-${recoveryPart()}`);

/** The stored form of a recovery code, whatever dash, case or spaces it was typed with. */
export const recoveryCodeHash = (code: string) => sha256(code.replace(/[\s-]/g, "").toLowerCase());

/** An opaque login challenge (256 bits); only its SHA-256 is stored. */
export const newChallenge = () => randomBytes(32).toString("base64url");
