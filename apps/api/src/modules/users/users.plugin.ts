import { isAdminRole } from "@shop/shared";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { createPeriodicJob, runWithApp } from "../../lib/periodic-job";
import type { ModulePlugin } from "../../lib/reply";
import { rsaPrivateKeyFrom, totpKeyFrom } from "../../lib/secrets";
import type { Storage } from "../../lib/storage/storage";
import type { SessionLookup } from "../../plugins/auth";
import type { TokenService } from "../../plugins/auth-tokens";
import type { RecordAudit } from "../audit/audit.service";
import type { SettingsService } from "../settings/settings.service";
import { createPasswordCrypto, dummyHash, passwordHashing } from "./passwords";
import { createProfileImages } from "./profile-image";
import { accountEmailRoutes } from "./users.account.routes";
import { createShopperAccounts } from "./users.customers";
import { usersRoutes } from "./users.routes";
import { createUsersService } from "./users.service";
import { findSessionUser } from "./users.session.repo";
import { staffRoutes } from "./users.staff.routes";
import { createLoginThrottle } from "./users.throttle";
import { createTotpSecretBox } from "./users.totp.crypto";
import { adminLacksTwoStep } from "./users.totp.repo";
import { twoStepRoutes } from "./users.totp.routes";
import { createTwoStepService } from "./users.totp.service";

/** The bounded argon2 pool, for the metrics. */
export { passwordHashing } from "./passwords";

declare module "fastify" {
  interface FastifyInstance {
    /** Resolves once background account work (forgot-password e-mails) is done; for tests and shutdown. */
    accountsSettled: () => Promise<void>;
  }
}

/**
 * Who a verified token belongs to now (the auth plugin's lookup on every authenticated call). Admins only (one more
 * query): may be refused staff calls until they set up two-step (decision 0009).
 */
export function sessionLookup(db: Db): SessionLookup {
  return async (id, jti) => {
    const current = await findSessionUser(db, id, jti);
    if (!current || !isAdminRole(current.role)) return current;
    return { ...current, twoStepMissing: await adminLacksTwoStep(db, id) };
  };
}

export interface AccountsOptions {
  config: AppConfig;
  db: Db;
  tokens: TokenService;
  outbox: { kick(): void };
  settings: SettingsService;
  log: FastifyBaseLogger;
  recordAudit: RecordAudit;
  /** Where uploaded files go (profile images among them). */
  storage: Storage;
}

/** Accounts and sessions: the users and two-step services; the password-encryption key goes to /api/v1/config. */
export function createAccounts({ config, db, tokens, outbox, settings, log, recordAudit, storage }: AccountsOptions) {
  passwordHashing.configure(config.passwordHashing);
  const crypto = createPasswordCrypto(() => rsaPrivateKeyFrom(config.passwordRsaPrivateKey, config.dataDir));
  settings.setRsaPublicKey(crypto.publicKeyPem);
  // Two-step login for staff (docs/decisions/0009): wrong codes count in the same login throttle as passwords.
  const twoStep = createTwoStepService({
    db,
    box: createTotpSecretBox(totpKeyFrom(config.totpEncryptionKey, config.dataDir)),
    failures: createLoginThrottle(db, config),
  });
  const profileImages = createProfileImages(storage);
  const users = createUsersService({
    db,
    profileImages,
    tokens,
    crypto,
    outbox,
    config,
    log,
    secondStep: twoStep.secondStepAfterPassword,
    recordAudit,
  });
  // The back office's customers (issue 15): shopper accounts, composed by the customers module.
  return { users, twoStep, shoppers: createShopperAccounts(db, profileImages) };
}
export type Accounts = ReturnType<typeof createAccounts>;

/** The accounts module: its routes and the hourly prune of ended login-throttle windows and expired revocations. */
export const usersModule: ModulePlugin<{ accounts: Accounts; config: AppConfig }> = async (
  app,
  { accounts: { users, twoStep }, config },
) => {
  // The first login of an unknown e-mail must not pay for making the dummy hash (timing, see passwords.ts): made as
  // the server starts, beside it rather than before it listens (an argon2 hash: 50-300 ms of a start, issue 17).
  app.addHook("onReady", async () => {
    dummyHash().catch((error: unknown) => app.log.warn({ err: error }, "dummy password hash failed"));
  });
  runWithApp(
    app,
    createPeriodicJob({
      name: "accounts prune",
      intervalMs: 3_600_000,
      log: app.log,
      async pass() {
        await Promise.all([users.prune(), twoStep.prune()]);
        return 0;
      },
    }),
  );
  app.addHook("onClose", async () => users.settle());
  await app.register(usersRoutes, { users, config });
  await app.register(accountEmailRoutes, { users, config });
  await app.register(twoStepRoutes, { twoStep, toWireUser: users.toWireUser, config });
  await app.register(staffRoutes, { staff: users.staff, config });
};
