import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { apiPost } from "../../lib/api/api-client";
import { notifySuccess } from "../../shell/notify/notify";
import { isSessionRejected } from "./account-api";
import { endSession } from "./session";

let loggingOut = false;

/** While a logout is under way, guarded pages do not treat the ended session as an expiry. */
export function isLoggingOut(): boolean {
  return loggingOut;
}

/** Ends the session in this browser the SPEC 4 way: stored session cleared, /pages/login, a success toast. */
function useEndHere(): (message: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (message: string) => {
      endSession();
      await navigate("/pages/login");
      notifySuccess(message);
    },
    [navigate],
  );
}

/**
 * SPEC 4 logout: the API clears the HttpOnly session cookie, the stored session is cleared, the shopper goes
 * to /pages/login and sees the success toast. A failed call still logs out in this browser.
 */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const endHere = useEndHere();
  return useCallback(async () => {
    if (loggingOut) return;
    loggingOut = true;
    try {
      await apiPost("/api/v1/user/logout", {}, { timeoutMs: 5000 }).catch(() => undefined);
      await endHere(t("account.loggedOut"));
    } finally {
      loggingOut = false;
    }
  }, [endHere, t]);
}

/**
 * Log out everywhere: the API revokes every token of the member (other browsers and apps are logged out at their
 * next call) and clears this browser's cookie; then this browser ends its session like a logout. A failed call
 * throws and leaves the session as it is (nothing was revoked), unless the server refused the session already:
 * then it ends here too and the guard asks for a new login.
 */
export function useLogoutEverywhere(): () => Promise<void> {
  const { t } = useTranslation();
  const endHere = useEndHere();
  return useCallback(async () => {
    if (loggingOut) return;
    loggingOut = true;
    try {
      await apiPost("/api/v1/user/logoutAll", {}, {});
    } catch (error) {
      loggingOut = false;
      if (isSessionRejected(error)) endSession();
      throw error;
    }
    try {
      await endHere(t("profile.sessions.done"));
    } finally {
      loggingOut = false;
    }
  }, [endHere, t]);
}
