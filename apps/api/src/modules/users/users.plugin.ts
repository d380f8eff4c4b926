import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { rsaPrivateKeyFrom } from "../../lib/secrets";
import type { SettingsService } from "../settings/settings.service";
import { createPasswordCrypto, dummyHash } from "./passwords";
import { usersRoutes } from "./users.routes";
import { createUsersService } from "./users.service";

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
  const users = createUsersService({ db, tokens: app.tokens, crypto, outbox, config, log: app.log });
  app.decorate("accountsSettled", () => users.settle());
  let pruneTimer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    // The first login of an unknown e-mail must not pay for making the dummy hash (timing, see passwords.ts).
    await dummyHash();
    // Ended login-throttle windows and revocations of expired tokens are of no use.
    pruneTimer = setInterval(() => users.prune().catch(() => {}), 3_600_000);
    pruneTimer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(pruneTimer);
    await users.settle();
  });
  await app.register(usersRoutes, { users, config });
  return { users };
}
