import type { LoginResponse, User } from "@shop/shared";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { storageGet, storageRemove, storageSet } from "../../lib/cookies";
import { forgetSessionDrafts } from "../../lib/session-drafts";

/**
 * SPEC 4 session in the browser. The token itself is an HttpOnly cookie no script can read (DESIGN
 * "Transport"); localStorage keeps its claims under "token", the user under "user". Logged in only while the
 * stored claims decode, have a subject and have not expired; otherwise "token", "user" and "users" are removed.
 */
export const TOKEN_KEY = "token";
export const USER_KEY = "user";
export const USERS_KEY = "users";
export const SESSION_KEYS = [TOKEN_KEY, USER_KEY, USERS_KEY] as const;
export const SESSION_CHANGE_EVENT = "bustan:session-change";

export interface SessionClaims {
  sub: string;
  exp: number;
}

export function decodeClaims(raw: string | null): SessionClaims | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { sub, exp } = value as Record<string, unknown>;
    return typeof sub === "string" && typeof exp === "number" ? { sub, exp } : null;
  } catch {
    return null;
  }
}

/** SPEC 4: a subject, and an expiry (seconds since the epoch) still in the future. */
export function isSessionValid(claims: SessionClaims | null, nowMs = Date.now()): claims is SessionClaims {
  return claims !== null && claims.sub.trim() !== "" && claims.exp * 1000 > nowMs;
}

function notify(): void {
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/** Removes the token claims, the user and the users list (logout, or a session that is no longer valid). */
export function endSession(): void {
  for (const key of SESSION_KEYS) storageRemove(key);
  // Issue 16: the checkout form typed in this tab goes with the session.
  forgetSessionDrafts();
  notify();
}

/** Browser only: whether the shopper is logged in; clears a stale session as SPEC 4 says. */
export function isLoggedIn(): boolean {
  const raw = storageGet(TOKEN_KEY);
  if (isSessionValid(decodeClaims(raw))) return true;
  if (raw !== null || storageGet(USER_KEY) !== null || storageGet(USERS_KEY) !== null) endSession();
  return false;
}

/** The stored user as far as it can be read: a JSON object, else no user (SPEC 4). */
export type StoredUser = Partial<User>;

export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as StoredUser) : null;
  } catch {
    return null;
  }
}

/** Browser only: the stored user of a valid session, else null (a stale session is cleared). */
export function readSessionUser(): StoredUser | null {
  return isLoggedIn() ? parseStoredUser(storageGet(USER_KEY)) : null;
}

/** Stores what login (or register + login) returned. */
export function startSession(login: Pick<LoginResponse, "claims" | "user">): void {
  storageSet(TOKEN_KEY, JSON.stringify(login.claims));
  storageSet(USER_KEY, JSON.stringify(login.user));
  notify();
}

/** Replaces the stored user (after a profile change or loadUser). */
export function storeUser(user: User): void {
  storageSet(USER_KEY, JSON.stringify(user));
  notify();
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(SESSION_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
  };
}

/** setTimeout takes at most a signed 32-bit number of milliseconds. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Whether a member is logged in; false on the server and until hydration reads storage. */
export function useLoggedIn(): boolean {
  const loggedIn = useSyncExternalStore(
    subscribe,
    () => isSessionValid(decodeClaims(storageGet(TOKEN_KEY))),
    () => false,
  );
  useEffect(() => {
    // Outside render: drop a stale session's data (SPEC 4).
    if (!loggedIn) {
      isLoggedIn();
      return;
    }
    // A session that expires while the page is open ends then, not at the next page load.
    const claims = decodeClaims(storageGet(TOKEN_KEY));
    if (!claims) return;
    const timer = setTimeout(() => isLoggedIn(), Math.min(MAX_TIMER_MS, claims.exp * 1000 - Date.now() + 50));
    return () => clearTimeout(timer);
  }, [loggedIn]);
  return loggedIn;
}

/** The logged-in user (SPEC 2 My Account menu), or null; null on the server and until hydration. */
export function useSessionUser(): StoredUser | null {
  const loggedIn = useLoggedIn();
  const raw = useSyncExternalStore(
    subscribe,
    () => storageGet(USER_KEY),
    () => null,
  );
  return useMemo(() => (loggedIn ? parseStoredUser(raw) : null), [loggedIn, raw]);
}
