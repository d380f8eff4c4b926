import type { User } from "@shop/shared";
import { useMemo } from "react";
import { isSessionRejected, loadUser } from "./account-api";
import { requireSession } from "./guard";
import { readSessionUser, type StoredUser, storeUser, useSessionUser } from "./session";

function isCompleteUser(user: StoredUser | null): user is User {
  return typeof user?.id === "number" && typeof user.email === "string" && typeof user.name === "string";
}

/**
 * A guarded page's user (clientLoader): the SPEC 2 guard first, then a fresh copy from the API (kept as the
 * stored user). A session the server refuses ends and leads to the login page; without the network the
 * stored copy does.
 */
export async function loadAccountUser(request: Request): Promise<User> {
  requireSession(request);
  try {
    const user = await loadUser();
    storeUser(user);
    return user;
  } catch (error) {
    // memberCall has ended the session: the guard now sends the visitor to the login page.
    if (isSessionRejected(error)) requireSession(request);
    const stored = readSessionUser();
    if (isCompleteUser(stored)) return stored;
    throw error;
  }
}

/** The loader's user, updated by later changes to the stored user (profile saved, e-mail verified). */
export function useAccountUser(loaded: User): User {
  const stored = useSessionUser();
  return useMemo(() => (stored && stored.id === loaded.id ? { ...loaded, ...stored } : loaded), [loaded, stored]);
}
