import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { notifyInfo, notifySuccess } from "../../shell/notify/notify";
import { verifyEmail } from "./account-api";
import { failureMessage } from "./form-errors";
import { isLoggedIn, readSessionUser, storeUser } from "./session";

export type VerificationState = { state: "idle" | "verifying" | "verified" } | { state: "failed"; message: string };

/**
 * The e-mailed link /pages/login?verifyToken=<t>: verifies the address once, with a toast; a logged-in
 * shopper goes on to the dashboard, anyone else stays on the login page (without the used token in the URL).
 */
export function useEmailVerification(): VerificationState {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("verifyToken");
  const handled = useRef<string | null>(null);
  const [result, setResult] = useState<VerificationState>({ state: "idle" });

  useEffect(() => {
    if (!token || handled.current === token) return;
    handled.current = token;
    setResult({ state: "verifying" });
    const rest = new URLSearchParams(params);
    rest.delete("verifyToken");
    verifyEmail(token)
      .then((user) => {
        notifySuccess(t("auth.verify.done"));
        if (isLoggedIn()) {
          if (readSessionUser()?.id === user.id) storeUser(user);
          void navigate("/pages/dashboard", { replace: true });
          return;
        }
        setResult({ state: "verified" });
        void navigate({ search: rest.toString() }, { replace: true, preventScrollReset: true });
      })
      .catch((error: unknown) => {
        const message = failureMessage(i18n, error);
        setResult({ state: "failed", message });
        notifyInfo(message);
        void navigate({ search: rest.toString() }, { replace: true, preventScrollReset: true });
      });
  }, [token, params, navigate, t, i18n]);

  return result;
}
