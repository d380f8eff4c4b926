import type { NewsletterSource } from "@shop/shared";
import { isLanguage } from "@shop/shared/core";
import MailCheck from "lucide-react/icons/mail-check";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../ui/form-alert";
import { subscribeNewsletter } from "./newsletter-api";
import { newsletterFailure } from "./newsletter-messages";

/**
 * The e-mail field and button that subscribe (double opt-in). The answer never says whether the address was
 * known, so every success reads the same: check your inbox for the confirmation link.
 */
export function NewsletterForm({ source, className = "" }: { source: NewsletterSource; className?: string }) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "").trim();
    if (!email || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await subscribeNewsletter(email, source, isLanguage(i18n.language) ? i18n.language : "en");
      setSentTo(email);
      form.reset();
    } catch (error) {
      setFailure(newsletterFailure(i18n, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`newsletter-signup ${className}`}>
      <form className="newsletter__form" onSubmit={submit} noValidate={false}>
        <label htmlFor={inputId} className="sr-only">
          {t("newsletter.label")}
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          dir="ltr"
          placeholder={t("newsletter.placeholder")}
        />
        <button type="submit" className="button button--accent" disabled={busy} aria-busy={busy}>
          {t("newsletter.subscribe")}
        </button>
      </form>
      <div role="status" className="newsletter__sent">
        {sentTo && (
          <>
            <MailCheck aria-hidden="true" size={20} />
            <p>{t("newsletter.checkInbox", { email: sentTo })}</p>
          </>
        )}
      </div>
      <FormAlert message={failure} />
    </div>
  );
}
