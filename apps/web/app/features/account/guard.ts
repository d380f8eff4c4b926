import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { redirect, useLocation, useNavigate, useNavigation } from "react-router";
import { notifyInfo } from "../../shell/notify/notify";
import { requestLoginNotice, takeLoginNotice } from "./login-notice";
import { isLoggingOut } from "./logout";
import { loginPathFor } from "./safe-redirect";
import { isLoggedIn, useLoggedIn } from "./session";

/**
 * SPEC 2 route guard for a clientLoader: a visitor who is not logged in goes to
 * /pages/login?redirectURL=<requested path and query>; the navigation is cancelled (the page never renders).
 */
export function requireSession(request: Request): void {
  if (isLoggedIn()) return;
  requestLoginNotice();
  const url = new URL(request.url);
  throw redirect(loginPathFor(`${url.pathname}${url.search}`));
}

/**
 * On a guarded page: a session that ends while the page is open (expiry, a 401) leads to the login page too.
 * During a navigation the next page's loader decides (and its guard names the page asked for).
 */
export function useSessionGuard(): void {
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const navigating = useNavigation().state !== "idle";
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (loggedIn || navigating || isLoggedIn() || isLoggingOut()) return;
    requestLoginNotice();
    void navigate(loginPathFor(`${pathname}${search}`), { replace: true });
  }, [loggedIn, navigating, navigate, pathname, search]);
}

/** On the login page: shows the guard's info toast (SPEC 2) once per guarded visit. */
export function useLoginNotice(): void {
  const { t } = useTranslation();
  const { key } = useLocation();
  useEffect(() => {
    if (key && takeLoginNotice()) notifyInfo(t("auth.loginRequired"));
  }, [key, t]);
}
