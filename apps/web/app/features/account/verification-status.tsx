import type { User } from "@shop/shared";
import BadgeCheck from "lucide-react/icons/badge-check";
import MailWarning from "lucide-react/icons/mail-warning";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyInfo, notifySuccess } from "../../shell/notify/notify";
import { resendVerification } from "./account-api";
import { failureMessage } from "./form-errors";

/** Sends a new verification e-mail; one at a time, and once per page view. */
export function ResendVerificationButton({ email }: { email: string }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const resend = async () => {
    setState("sending");
    try {
      if (await resendVerification()) {
        setState("sent");
        notifySuccess(t("profile.verification.sent", { email }));
      } else {
        setState("idle");
        notifyInfo(t("profile.verification.notSent"));
      }
    } catch (error) {
      setState("idle");
      notifyInfo(failureMessage(i18n, error));
    }
  };
  if (state === "sent") return <p className="verification__sent">{t("profile.verification.sent", { email })}</p>;
  return (
    <button
      type="button"
      className="button button--outline button--small"
      disabled={state === "sending"}
      onClick={() => void resend()}
    >
      {state === "sending" ? t("auth.sending") : t("profile.verification.resend")}
    </button>
  );
}

/** Verified / not verified badge of the e-mail address. */
export function VerificationBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return verified ? (
    <span className="badge badge--ok">
      <BadgeCheck aria-hidden="true" size={16} />
      {t("profile.verification.verified")}
    </span>
  ) : (
    <span className="badge badge--warn">
      <MailWarning aria-hidden="true" size={16} />
      {t("profile.verification.unverified")}
    </span>
  );
}

/** The dashboard's banner while the e-mail address is not verified. */
export function VerificationBanner({ user }: { user: User }) {
  const { t } = useTranslation();
  if (user.emailVerified) return null;
  return (
    <section className="banner banner--warn" aria-labelledby="verify-banner-title">
      <MailWarning className="banner__icon" aria-hidden="true" size={24} />
      <div>
        <h2 id="verify-banner-title">{t("dashboard.verify.title")}</h2>
        <p>{t("dashboard.verify.text", { email: user.email })}</p>
        <ResendVerificationButton email={user.email} />
      </div>
    </section>
  );
}
