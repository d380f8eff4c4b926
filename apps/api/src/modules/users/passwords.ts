import { constants, createPublicKey, privateDecrypt, randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { AppError } from "../../lib/app-error";
import { createHashingPool } from "./hashing-pool";

/**
 * argon2id with explicit parameters (DESIGN "Accounts and sessions"; OWASP's minimum: 19 MiB, 2 passes, 1 lane).
 * `algorithm: 2` is Algorithm.Argon2id of @node-rs/argon2 (a const enum, not importable under isolatedModules).
 */
export const ARGON2_PARAMS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/**
 * Every hash and verification of the process goes through one bounded pool (hashing-pool.ts); the app sets its
 * bounds from PASSWORD_HASH_CONCURRENCY and PASSWORD_HASH_QUEUE_LIMIT. Until then: one at a time, 64 waiting.
 */
export const passwordHashing = createHashingPool({ concurrency: 1, queueLimit: 64 });

/** Throws HashingBusyError (503, Retry-After) when the hashing queue is full. */
export function hashPassword(password: string): Promise<string> {
  return passwordHashing.run(() => hash(password, ARGON2_PARAMS));
}

/** False for a wrong password and for a malformed stored hash; throws only HashingBusyError (queue full). */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  return passwordHashing.run(async () => {
    try {
      return await verify(storedHash, password);
    } catch {
      return false;
    }
  });
}

let dummy: Promise<string> | undefined;
/**
 * A hash of a random password with the same parameters: login verifies against it when the e-mail has no
 * account, so an unknown e-mail costs the same time as a wrong password.
 */
export function dummyHash(): Promise<string> {
  // A refusal (hashing queue full) is not kept: the next login makes it.
  dummy ??= hashPassword(randomBytes(24).toString("base64url")).catch((error: unknown) => {
    dummy = undefined;
    throw error;
  });
  return dummy;
}

/** A 32-byte random token for an e-mailed link; only its SHA-256 is stored. */
export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

export interface PasswordCrypto {
  /** SPKI PEM of the public key, published in GET /api/v1/config. */
  publicKeyPem(): string;
  /**
   * The password as sent: the value itself, or with `encrypted` the RSA-OAEP (SHA-256) decryption of its base64.
   * Throws VALIDATION_FAILED on `field` when it cannot be decrypted.
   */
  reveal(value: string, encrypted: boolean | undefined, field: string): string;
}

/** The key is read (or generated, ~0.1 s) on first use, not at start-up. */
export function createPasswordCrypto(loadPrivateKey: () => string): PasswordCrypto {
  let keys: { privateKeyPem: string; publicKeyPem: string } | undefined;
  const load = () => {
    if (!keys) {
      const privateKeyPem = loadPrivateKey();
      const publicKeyPem = createPublicKey(privateKeyPem).export({ type: "spki", format: "pem" }).toString();
      keys = { privateKeyPem, publicKeyPem };
    }
    return keys;
  };
  return {
    publicKeyPem: () => load().publicKeyPem,
    reveal(value, encrypted, field) {
      if (!encrypted) return value;
      const { privateKeyPem } = load();
      try {
        if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) throw new Error("not base64");
        return privateDecrypt(
          { key: privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
          Buffer.from(value, "base64"),
        ).toString("utf8");
      } catch {
        throw new AppError(
          "VALIDATION_FAILED",
          "The encrypted password could not be read.",
          "Encrypt it with the current public key (RSA-OAEP, SHA-256) and send it base64-encoded.",
          field,
        );
      }
    },
  };
}
