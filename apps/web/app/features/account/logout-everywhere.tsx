import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmStep } from "../../ui/confirm-step";
import { useFocusLater } from "../../ui/use-focus-later";
import { useLogoutEverywhere } from "./logout";

/** The account page's "Log out everywhere", after a confirm step that can be left (No or Escape). */
export function LogoutEverywhere() {
  const { t } = useTranslation();
  const logoutEverywhere = useLogoutEverywhere();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusLater();

  const keep = () => {
    setConfirming(false);
    focusLater(() => buttonRef.current);
  };
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await logoutEverywhere();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <section className="account-section" aria-labelledby="profile-sessions">
      <h2 id="profile-sessions">{t("profile.sessions.title")}</h2>
      <p>{t("profile.sessions.text")}</p>
      {confirming ? (
        <ConfirmStep
          id="profile-sessions-confirm"
          className="sessions-confirm"
          title={t("profile.sessions.confirm.title")}
          text={t("profile.sessions.confirm.text")}
          yes={busy ? t("profile.sessions.sending") : t("profile.sessions.confirm.yes")}
          no={t("profile.sessions.confirm.no")}
          busy={busy}
          onYes={() => void confirm()}
          onNo={keep}
        />
      ) : (
        <button
          ref={buttonRef}
          type="button"
          className="button button--outline"
          onClick={() => {
            setFailed(false);
            setConfirming(true);
          }}
        >
          {t("profile.sessions.button")}
        </button>
      )}
      {failed && (
        <div className="form-alert" role="alert">
          <p>{t("profile.sessions.failed")}</p>
        </div>
      )}
    </section>
  );
}
