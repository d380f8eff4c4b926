import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { apiPost } from "../api/api-client";
import { notifySuccess } from "../notify/notify";
import { endSession } from "./session";

let loggingOut = false;

/** While a logout is under way, guarded pages do not treat the ended session as an expiry. */
export function isLoggingOut(): boolean {
  return loggingOut;
}

/**
 * SPEC 4 logout: the API clears the HttpOnly session cookie, the stored session is cleared, the shopper goes
 * to /pages/login and sees the success toast. A failed call still logs out in this browser.
 */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (loggingOut) return;
    loggingOut = true;
    try {
      await apiPost("/api/v1/user/logout", {}, { timeoutMs: 5000 }).catch(() => undefined);
      endSession();
      await navigate("/pages/login");
      notifySuccess(t("account.loggedOut"));
    } finally {
      loggingOut = false;
    }
  }, [navigate, t]);
}
