import CircleCheck from "lucide-react/icons/circle-check";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ApiError } from "../../lib/api/api-error";
import { FormAlert } from "../../ui/form-alert";
import { useHydrated } from "../../ui/use-hydrated";
import { confirmNewsletter, unsubscribeNewsletter } from "./newsletter-api";
import { newsletterFailure } from "./newsletter-messages";

export type NewsletterLinkAction = "confirm" | "unsubscribe";

const calls: Record<NewsletterLinkAction, (token: string) => Promise<unknown>> = {
  confirm: confirmNewsletter,
  unsubscribe: unsubscribeNewsletter,
};

/**
 * The page an e-mailed newsletter link opens (?token=). Opening it changes nothing: link scanners of mail providers
 * fetch links, so the reader presses the button, which posts the token.
 */
export function NewsletterLinkPage({ action }: { action: NewsletterLinkAction }) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const [state, setState] = useState<"idle" | "sending" | "done" | "spent">("idle");
  const [failure, setFailure] = useState<string | null>(token ? null : t("newsletter.errors.LINK_INVALID"));
  const words = `newsletter.${action}`;

  const press = async () => {
    setState("sending");
    setFailure(null);
    try {
      await calls[action](token);
      setState("done");
    } catch (error) {
      setFailure(newsletterFailure(i18n, error));
      // A link that is unknown, used or expired stays so: no button to press again, only "subscribe again".
      const code = error instanceof ApiError ? error.errorList[0]?.errorCode : undefined;
      setState(code?.startsWith("LINK_") ? "spent" : "idle");
    }
  };

  return (
    <div className="container page auth-page">
      <section className="auth-card newsletter-link" aria-labelledby="newsletter-link-title">
        <h1 id="newsletter-link-title">{t(`${words}.title`)}</h1>
        {state === "done" ? (
          <div role="status" className="newsletter-link__done">
            <CircleCheck aria-hidden="true" size={28} />
            <p>{t(`${words}.done`)}</p>
            <Link to="/" className="button button--primary">
              {t("newsletter.backToShop")}
            </Link>
          </div>
        ) : (
          <>
            <p className="auth-card__lead">{t(`${words}.lead`)}</p>
            <FormAlert message={failure}>
              <p>
                <Link to="/#newsletter">{t("newsletter.subscribeAgain")}</Link>
              </p>
            </FormAlert>
            {token && state !== "spent" && (
              <button
                type="button"
                className="button button--primary button--block"
                disabled={!hydrated || state === "sending"}
                onClick={press}
              >
                {state === "sending" ? t("auth.sending") : t(`${words}.button`)}
              </button>
            )}
          </>
        )}
      </section>
    </div>
  );
}
