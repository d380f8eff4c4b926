import { useSyncExternalStore } from "react";
import { storageGet } from "../../lib/cookies";
import { decodeClaims, isSessionValid, SESSION_CHANGE_EVENT, TOKEN_KEY, useLoggedIn } from "../account";

/** The logged-in member's id (the stored claims' subject), or null for a visitor. */
export function sessionOwner(): string | null {
  const claims = decodeClaims(storageGet(TOKEN_KEY));
  return isSessionValid(claims) ? claims.sub : null;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(SESSION_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
  };
}

/** The member whose cart and wish list are shown; null for a visitor, on the server and before hydration. */
export function useSessionOwner(): string | null {
  // useLoggedIn also drops a stale session's data (SPEC 4).
  const loggedIn = useLoggedIn();
  const owner = useSyncExternalStore(subscribe, sessionOwner, () => null);
  return loggedIn ? owner : null;
}
