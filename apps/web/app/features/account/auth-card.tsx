import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "../../ui/use-hydrated";

/** The centred card of the login, register and password pages. */
export function AuthCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="container page auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {lead && <div className="auth-card__lead">{lead}</div>}
        {children}
      </section>
    </div>
  );
}

/** Disabled until the page's scripts run (no native submit) and while the call is under way. */
export function SubmitButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <button type="submit" className="button button--primary button--block" disabled={!hydrated || sending}>
      {sending ? t("auth.sending") : children}
    </button>
  );
}

/** Lets the login, register and reset pages save the visitor's local cart and wish list (SPEC 4). */
export type AfterLogin = () => Promise<unknown>;

/** Runs the route's after-login step; a failure there never undoes the login. */
export async function runAfterLogin(afterLogin: AfterLogin | undefined): Promise<void> {
  if (!afterLogin) return;
  try {
    await afterLogin();
  } catch {
    // The local cart and wish list stay in this browser; they can be saved at the next login.
  }
}
