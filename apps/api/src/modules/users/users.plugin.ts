import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { rsaPrivateKeyFrom, totpKeyFrom } from "../../lib/secrets";
import type { SettingsService } from "../settings/settings.service";
import { createPasswordCrypto, dummyHash } from "./passwords";
import { usersRoutes } from "./users.routes";
import { createUsersService } from "./users.service";
import { createLoginThrottle } from "./users.throttle";
import { createTotpSecretBox } from "./users.totp.crypto";
import { twoStepRoutes } from "./users.totp.routes";
import { createTwoStepService } from "./users.totp.service";

declare module "fastify" {
  interface FastifyInstance {
    /** Resolves once background account work (forgot-password e-mails) is done; for tests and shutdown. */
    accountsSettled: () => Promise<void>;
  }
}

/** Accounts and sessions: the users routes, the password-encryption key in /api/v1/config, housekeeping. */
export async function registerUsers(
  app: FastifyInstance,
  options: { config: AppConfig; db: Db; outbox: { kick(): void }; settings: SettingsService },
) {
  const { config, db, outbox, settings } = options;
  const crypto = createPasswordCrypto(() => rsaPrivateKeyFrom(config.passwordRsaPrivateKey, config.dataDir));
  settings.setRsaPublicKey(crypto.publicKeyPem);
  // Two-step login for staff (docs/decisions/0009): wrong codes count in the same login throttle as passwords.
  const twoStep = createTwoStepService({
    db,
    box: createTotpSecretBox(totpKeyFrom(config.totpEncryptionKey, config.dataDir)),
    failures: createLoginThrottle(db, config),
  });
  const users = createUsersService({
    db,
    tokens: app.tokens,
    crypto,
    outbox,
    config,
    log: app.log,
    secondStep: twoStep.secondStepAfterPassword,
  });
  app.decorate("accountsSettled", () => users.settle());
  let pruneTimer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    // The first login of an unknown e-mail must not pay for making the dummy hash (timing, see passwords.ts).
    await dummyHash();
    // Ended login-throttle windows and revocations of expired tokens are of no use.
    pruneTimer = setInterval(() => {
      users.prune().catch(() => {});
      twoStep.prune().catch(() => {});
    }, 3_600_000);
    pruneTimer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(pruneTimer);
    await users.settle();
  });
  await app.register(usersRoutes, { users, config });
  await app.register(twoStepRoutes, { twoStep, toWireUser: users.toWireUser, config });
  return { users };
}
