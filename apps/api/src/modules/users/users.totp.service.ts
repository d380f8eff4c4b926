import {
  canUseTwoStep,
  isAdminRole,
  type SecondStepResponse,
  TWO_STEP_CHALLENGE_TTL_SECONDS,
  TWO_STEP_MAX_TRIES,
  type TwoStepSetup,
  type TwoStepStatus,
} from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { verifyPassword } from "./passwords";
import type { UserRow } from "./users.repo";
import * as users from "./users.repo";
import {
  matchingTimeStep,
  newChallenge,
  newRecoveryCodes,
  newTotpSecret,
  provisioning,
  recoveryCodeHash,
  sha256,
  type TotpSecretBox,
} from "./users.totp.crypto";
import * as repo from "./users.totp.repo";

/**
 * The login throttle's counters (users.throttle.ts): a wrong code is a failed login of the account from the
 * client's address, like a wrong password.
 */
/** Whether the user has two-step login on (settings: an admin requiring it for all must have it first). */
export function hasTwoStepLogin(db: Db, userId: number): Promise<boolean> {
  return repo.hasTwoStep(db, userId);
}

export interface LoginFailures {
  admit(account: string, address: string): Promise<unknown>;
  recordFailure(account: string, address: string): Promise<void>;
}

export interface TwoStepDeps {
  db: Db;
  box: TotpSecretBox;
  failures: LoginFailures;
}

const challengeInvalid = () =>
  new AppError(
    "CHALLENGE_INVALID",
    "This log-in has expired or had too many wrong codes.",
    "Log in again with your e-mail address and password.",
  );
const wrongCode = (field: string) =>
  new AppError("INVALID_CREDENTIALS", "The code is not correct.", "Check the code and try again.", field);
const notStaff = () =>
  new AppError("FORBIDDEN", "Two-step login is for staff accounts.", "Log in with a staff account.");

/** Two-step login with an authenticator app for staff (docs/decisions/0009-staff-two-step-login.md). */
export function createTwoStepService({ db, box, failures }: TwoStepDeps) {
  async function isRequiredFor(role: string): Promise<boolean> {
    return isAdminRole(role) && (await repo.adminsMustUseTwoStep(db));
  }

  async function challengeFor(row: UserRow, purpose: repo.ChallengePurpose): Promise<SecondStepResponse> {
    const challenge = newChallenge();
    const expiresAt = new Date(Date.now() + TWO_STEP_CHALLENGE_TTL_SECONDS * 1000);
    await repo.insertChallenge(db, {
      challengeHash: sha256(challenge),
      userId: row.id,
      purpose,
      tokenVersion: row.tokenVersion,
      expiresAt,
    });
    return { secondStep: purpose, challenge, expiresAt: expiresAt.toISOString() };
  }

  /** A new pending secret for the authenticator app (replacing an earlier unfinished one). */
  async function newSetup(row: UserRow): Promise<TwoStepSetup> {
    const secret = await newTotpSecret();
    if (!(await repo.savePendingSecret(db, row.id, box.seal(row.id, secret)))) {
      throw new AppError("CONFLICT", "Two-step login is already on.", "Turn it off first to use another app.");
    }
    return { secret, ...(await provisioning(row.email, secret)) };
  }

  /** An enabled account's app code; its time step is claimed, so the code works once. */
  async function acceptCode(userId: number, code: string): Promise<boolean> {
    const stored = await repo.findTwoStep(db, userId);
    if (!stored?.enabledAt) return false;
    const step = await matchingTimeStep(box.open(userId, stored.secret), code, stored.lastTimeStep);
    return step !== null && (await repo.claimTimeStep(db, userId, step));
  }

  /**
   * The first code of a pending secret switches two-step on, with new recovery codes, in one transaction;
   * answers the codes (shown once), or null for a wrong code.
   */
  async function enableWithCode(userId: number, code: string): Promise<string[] | null> {
    const stored = await repo.findTwoStep(db, userId);
    if (!stored || stored.enabledAt) return null;
    const step = await matchingTimeStep(box.open(userId, stored.secret), code, stored.lastTimeStep);
    if (step === null) return null;
    const codes = newRecoveryCodes();
    return db.transaction(async (tx) => {
      if (!(await repo.enableTwoStep(tx, userId, step))) return null;
      await repo.replaceRecoveryCodes(tx, userId, codes.map(recoveryCodeHash));
      return codes;
    });
  }

  async function currentRow(userId: number): Promise<UserRow> {
    const row = await users.findUserById(db, userId);
    if (!row) throw new AppError("UNAUTHORIZED", "Your session is not valid or has expired. Please log in again.");
    if (!canUseTwoStep(row.role)) throw notStaff();
    return row;
  }

  return {
    /**
     * Called by login once the password is right: the second step this account needs, or null for a session
     * now (accounts without two-step, SPEC 7's answer unchanged).
     */
    async secondStepAfterPassword(row: UserRow): Promise<SecondStepResponse | null> {
      if (!canUseTwoStep(row.role)) return null;
      const stored = await repo.findTwoStep(db, row.id);
      if (stored?.enabledAt) return challengeFor(row, "code");
      if (await isRequiredFor(row.role)) return challengeFor(row, "enrol");
      return null;
    },

    /** An "enrol" challenge's first call: the secret to add to the app (the challenge stays live). */
    async enrolWithChallenge(challenge: string): Promise<TwoStepSetup> {
      const found = await repo.findLiveChallenge(db, sha256(challenge), TWO_STEP_MAX_TRIES);
      if (found?.purpose !== "enrol") throw challengeInvalid();
      const row = await users.findUserById(db, found.userId);
      if (!row || row.tokenVersion !== found.tokenVersion || row.disabledAt) throw challengeInvalid();
      return newSetup(row);
    },

    /**
     * The second step: a code from the app or a recovery code for a "code" challenge; for an "enrol" challenge
     * the first code of the new secret, which switches two-step on and answers the recovery codes (once).
     * Each call uses one of the challenge's tries; a wrong code also counts as a failed login.
     */
    async completeLogin(
      input: { challenge: string; code?: string; recoveryCode?: string },
      address: string,
    ): Promise<{ row: UserRow; recoveryCodes?: string[] }> {
      const challengeHash = sha256(input.challenge);
      const found = await repo.takeChallengeTry(db, challengeHash, TWO_STEP_MAX_TRIES);
      if (!found) throw challengeInvalid();
      const row = await users.findUserById(db, found.userId);
      // A password change or "log out everywhere" since the password step ends the challenge too, and so does
      // disabling the account (issue 15).
      if (!row || row.tokenVersion !== found.tokenVersion || row.disabledAt) throw challengeInvalid();
      const account = row.email.toLowerCase();
      await failures.admit(account, address);
      const field = input.code !== undefined ? "code" : "recoveryCode";
      let ok = false;
      let recoveryCodes: string[] | undefined;
      if (found.purpose === "enrol") {
        recoveryCodes =
          input.code === undefined ? undefined : ((await enableWithCode(row.id, input.code)) ?? undefined);
        ok = recoveryCodes !== undefined;
      } else if (input.code !== undefined) {
        ok = await acceptCode(row.id, input.code);
      } else if (input.recoveryCode !== undefined) {
        ok = await repo.useRecoveryCode(db, row.id, recoveryCodeHash(input.recoveryCode));
      }
      if (!ok) {
        await failures.recordFailure(account, address);
        throw wrongCode(field);
      }
      if (!(await repo.useChallenge(db, challengeHash))) throw challengeInvalid();
      // The session is issued now (the route signs it): the staff list shows this login.
      await users.touchLastLogin(db, row.id);
      return recoveryCodes ? { row, recoveryCodes } : { row };
    },

    async status(userId: number, role: string): Promise<TwoStepStatus> {
      const available = canUseTwoStep(role);
      const stored = available ? await repo.findTwoStep(db, userId) : null;
      const enabled = Boolean(stored?.enabledAt);
      return {
        available,
        enabled,
        required: available && (await isRequiredFor(role)),
        recoveryCodesLeft: enabled ? await repo.recoveryCodesLeft(db, userId) : 0,
      };
    },

    /** Logged in: starts (or restarts) an enrolment from the account page. */
    async setup(userId: number): Promise<TwoStepSetup> {
      return newSetup(await currentRow(userId));
    },

    /** Logged in: the first code proves the app works; two-step is on and the recovery codes are answered once. */
    async enable(userId: number, code: string): Promise<string[]> {
      await currentRow(userId);
      const codes = await enableWithCode(userId, code);
      if (!codes) throw wrongCode("code");
      return codes;
    },

    /** Logged in: off with a current code or the password; refused while the shop requires it for this account. */
    async disable(userId: number, proof: { code: string } | { password: string }, address: string): Promise<void> {
      const row = await currentRow(userId);
      if (await isRequiredFor(row.role)) {
        throw new AppError(
          "FORBIDDEN",
          "The shop requires two-step login for admins.",
          "Ask another admin to change this in the back office settings first.",
        );
      }
      const account = row.email.toLowerCase();
      await failures.admit(account, address);
      const ok =
        "code" in proof ? await acceptCode(userId, proof.code) : await verifyPassword(row.passwordHash, proof.password);
      if (!ok) {
        await failures.recordFailure(account, address);
        throw "code" in proof
          ? wrongCode("code")
          : new AppError("INVALID_CREDENTIALS", "The password is not correct.", "Check it and try again.", "password");
      }
      await db.transaction((tx) => repo.deleteTwoStep(tx, userId));
    },

    prune: () => repo.pruneChallenges(db),
  };
}
export type TwoStepService = ReturnType<typeof createTwoStepService>;
