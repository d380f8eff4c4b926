import { useMemo, useSyncExternalStore } from "react";
import { storageGet, storageRemove } from "../../lib/cookies";

/** The user kept in localStorage under "user" (JSON) until the account feature lands. */
export interface StoredUser {
  name?: string;
  email?: string;
  role?: string;
}

export const USER_KEY = "user";
/** SPEC 4: logout (and an invalid session) removes the token, the stored user and the stored users list. */
export const SESSION_KEYS = ["token", "user", "users"] as const;
const CHANGE_EVENT = "bustan:user-change";

export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as StoredUser) : null;
  } catch {
    return null;
  }
}

export type AccountLink = "login" | "register" | "profile" | "trackOrder" | "logout";

/**
 * SPEC 2 My Account dropdown: no user -> Login and Register; a user with a non-empty name ->
 * Edit Profile, Track Order and Logout; Logout whenever a user exists.
 */
export function accountLinksFor(user: StoredUser | null): AccountLink[] {
  if (!user) return ["login", "register"];
  const named = typeof user.name === "string" && user.name.trim() !== "";
  return named ? ["profile", "trackOrder", "logout"] : ["logout"];
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The stored user; null on the server and until hydration reads storage. */
export function useStoredUser(): StoredUser | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => storageGet(USER_KEY),
    () => null,
  );
  return useMemo(() => parseStoredUser(raw), [raw]);
}

export function clearSession(): void {
  for (const key of SESSION_KEYS) storageRemove(key);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
