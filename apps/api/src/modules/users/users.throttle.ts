import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import * as repo from "./users.throttle.repo";

/** RATE_LIMITED with the seconds to wait, sent as Retry-After by the login route. */
export class RetryLaterError extends AppError {
  constructor(
    message: string,
    suggestion: string,
    readonly retryAfterSeconds: number,
  ) {
    super("RATE_LIMITED", message, suggestion);
  }
}

export type ThrottleConfig = Pick<
  AppConfig,
  "loginFailuresPerHour" | "loginPairFreeFailures" | "loginMaxDelaySeconds" | "loginFailuresPerAddressPerHour"
>;

const waitMessage = (seconds: number) => (seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);

/**
 * Login throttling an attacker cannot turn against the owner (OWASP ASVS 2.2.1): failures slow down their own
 * (account, address) pair with a growing delay instead of locking the account; the per-account ceiling only
 * stops addresses that failed for this account themselves; the per-address ceiling stops one address trying
 * many accounts. Counters live in PostgreSQL (users.throttle.repo.ts).
 */
export function createLoginThrottle(db: Db, config: ThrottleConfig) {
  /** Seconds a pair waits after `failures` failures: 2, 4, 8... from the first failure past the free ones. */
  const pairDelay = (failures: number) => {
    const over = failures - config.loginPairFreeFailures;
    return over < 0 ? 0 : Math.min(2 ** (over + 1), config.loginMaxDelaySeconds);
  };

  return {
    pairDelay,

    /**
     * Throws RetryLaterError while this attempt must not be tried; else returns whether the pair had failures
     * (then a success clears them).
     */
    async admit(account: string, address: string): Promise<{ pairHadFailures: boolean }> {
      const state = await repo.readThrottle(db, account, address);
      const toNextHour = Math.max(1, Math.ceil(state.secondsToNextHour));
      if (state.addressFailures >= config.loginFailuresPerAddressPerHour) {
        throw new RetryLaterError(
          "Too many failed log-in attempts from your network.",
          `Try again in ${waitMessage(toNextHour)}.`,
          toNextHour,
        );
      }
      if (state.pairFailures > 0 && state.accountFailures >= config.loginFailuresPerHour) {
        throw new RetryLaterError(
          "Too many failed log-in attempts for this account.",
          `Try again in ${waitMessage(toNextHour)}, or reset your password.`,
          toNextHour,
        );
      }
      const delay = pairDelay(state.pairFailures);
      if (delay > 0 && !(await repo.claimPairAttempt(db, account, address, delay))) {
        const idle = state.pairIdleSeconds ?? 0;
        const wait = Math.max(1, Math.ceil(delay - idle));
        throw new RetryLaterError(
          "Too many failed log-in attempts.",
          `Wait ${waitMessage(wait)} before trying again, or reset your password.`,
          wait,
        );
      }
      return { pairHadFailures: state.pairFailures > 0 };
    },

    recordFailure: (account: string, address: string) => repo.recordFailure(db, account, address),
    clearPair: (account: string, address: string) => repo.clearPair(db, account, address),
    clearAccount: (tx: Db, account: string) => repo.clearAccount(tx, account),
    prune: () => repo.pruneThrottle(db),
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
