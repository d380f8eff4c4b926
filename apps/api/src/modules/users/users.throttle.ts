import { isIPv6 } from "node:net";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { RetryLaterError } from "../../lib/app-error";
import * as repo from "./users.throttle.repo";

export type ThrottleConfig = Pick<
  AppConfig,
  "loginFailuresPerHour" | "loginPairFreeFailures" | "loginMaxDelaySeconds" | "loginFailuresPerAddressPerHour"
>;

/**
 * The address a failure is counted against: an IPv4 address as it is, an IPv6 address by its /64 network, since
 * one client usually holds a whole /64 and could otherwise step to a fresh address for every attempt.
 */
export function throttleAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = "", tail] = ip.split("::");
  const groupsOf = (part: string) => (part ? part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g])) : []);
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill("0"), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

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
    async admit(account: string, ip: string): Promise<{ pairHadFailures: boolean }> {
      const address = throttleAddress(ip);
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

    recordFailure: (account: string, ip: string) => repo.recordFailure(db, account, throttleAddress(ip)),
    clearPair: (account: string, ip: string) => repo.clearPair(db, account, throttleAddress(ip)),
    clearAccount: (tx: Db, account: string) => repo.clearAccount(tx, account),
    prune: () => repo.pruneThrottle(db),
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
