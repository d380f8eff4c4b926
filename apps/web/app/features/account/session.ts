import type { LoginResponse, User } from "@shop/shared";
import { useEffect, useSyncExternalStore } from "react";
import { storageGet, storageRemove, storageSet } from "../../lib/cookies";

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
  notify();
}

/** Browser only: whether the shopper is logged in; clears a stale session as SPEC 4 says. */
export function isLoggedIn(): boolean {
  const raw = storageGet(TOKEN_KEY);
  if (isSessionValid(decodeClaims(raw))) return true;
  if (raw !== null || storageGet(USER_KEY) !== null || storageGet(USERS_KEY) !== null) endSession();
  return false;
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

/** Whether a member is logged in; false on the server and until hydration reads storage. */
export function useLoggedIn(): boolean {
  const loggedIn = useSyncExternalStore(
    subscribe,
    () => isSessionValid(decodeClaims(storageGet(TOKEN_KEY))),
    () => false,
  );
  // Outside render: drop a stale session's data (SPEC 4).
  useEffect(() => {
    if (!loggedIn) isLoggedIn();
  }, [loggedIn]);
  return loggedIn;
}
