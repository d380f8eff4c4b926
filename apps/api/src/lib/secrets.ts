import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A secret from configuration, or else one generated once and kept in DATA_DIR (mode 0600), so the embedded
 * setup keeps sessions across restarts without any configuration (DESIGN "Accounts and sessions").
 */
function keptSecret(dataDir: string, file: string, make: () => string): string {
  const target = path.join(dataDir, file);
  if (existsSync(target)) return readFileSync(target, "utf8");
  mkdirSync(dataDir, { recursive: true });
  const value = make();
  writeFileSync(target, value, { mode: 0o600, flag: "wx" });
  return value;
}

export function jwtSecretFrom(configured: string | undefined, dataDir: string): string {
  return configured ?? keptSecret(dataDir, "jwt-secret", () => randomBytes(48).toString("base64url"));
}

export function rsaPrivateKeyFrom(configured: string | undefined, dataDir: string): string {
  return (
    configured ??
    keptSecret(dataDir, "password-rsa.pem", () =>
      generateKeyPairSync("rsa", { modulusLength: 2048 })
        .privateKey.export({ type: "pkcs8", format: "pem" })
        .toString(),
    )
  );
}

/** Key material for the staff's two-step secrets at rest (users.totp.crypto.ts derives the AES key from it). */
export function totpKeyFrom(configured: string | undefined, dataDir: string): string {
  return configured ?? keptSecret(dataDir, "totp-key", () => randomBytes(48).toString("base64url"));
}
