import { type ContactMessage, contactReplyRequestSchema } from "@shop/shared";
import Send from "lucide-react/icons/send";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../lib/api/api-error";
import { notifySuccess } from "../../shell/notify/notify";
import { FormAlert } from "../../ui/form-alert";
import { AdminShell, StaffContent, type StaffLoaded } from "../admin";
import { TextAreaField } from "../checkout";
import { formatMobile, formatMoment } from "../orders";
import { replyToMessage, setMessageStatus } from "./inbox-api";
import { MessageStatusBadge } from "./inbox-page";

/** The failed call's words by error code; a reply the schema refuses names its rule. */
function failureKey(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return "admin.messages.errors.network";
  const code = error.errorList[0]?.errorCode;
  if (code === "VALIDATION_FAILED") return "admin.messages.errors.reply";
  if (code === "NOT_FOUND" || code === "FORBIDDEN") return `admin.messages.errors.${code}`;
  return "admin.messages.errors.generic";
}

function ReplyBox({ message, onChanged }: { message: ContactMessage; onChanged(m: ContactMessage): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [body, setBody] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    // The server's own rule (10-4,000 characters of text), checked here first.
    if (!contactReplyRequestSchema.safeParse({ id: message.id, body }).success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setBusy(true);
    try {
      onChanged(await replyToMessage(message.id, body.trim()));
      setBody("");
      notifySuccess(t("admin.messages.replied", { email: message.email }));
    } catch (error) {
      setFailure(t(failureKey(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="order-card inbox-reply" onSubmit={send} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="order-card__title">
        {t("admin.messages.replyTitle")}
      </h2>
      <TextAreaField
        id={id}
        label={t("admin.messages.replyLabel", { email: message.email })}
        hint={t("admin.messages.replyHint")}
        rows={6}
        maxLength={4000}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        error={invalid ? t("admin.messages.errors.reply") : undefined}
      />
      <FormAlert message={failure} />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        <Send aria-hidden="true" size={18} />
        {busy ? t("admin.messages.sending") : t("admin.messages.send")}
      </button>
    </form>
  );
}

function MessageView({ loaded }: { loaded: ContactMessage }) {
  const { t, i18n } = useTranslation();
  const [message, setMessage] = useState(loaded);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => setMessage(loaded), [loaded]);
  const closed = message.status === "closed";

  const toggle = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setMessage(await setMessageStatus(message.id, closed ? "open" : "closed"));
    } catch (error) {
      setFailure(t(failureKey(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1>
        <bdi>{message.subject}</bdi>
      </h1>
      <div className="inbox-actions">
        <MessageStatusBadge status={message.status} />
        <button type="button" className="button button--outline" onClick={toggle} disabled={busy}>
          {closed ? t("admin.messages.reopen") : t("admin.messages.close")}
        </button>
      </div>
      <FormAlert message={failure} />
      <div className="order-layout">
        <div className="order-layout__main">
          <section className="order-card" aria-labelledby="inbox-message">
            <h2 id="inbox-message" className="order-card__title">
              {t("admin.messages.message")}
            </h2>
            {/* Plain text as written: React escapes it, and links stay text. */}
            <p className="inbox-text">{message.message}</p>
          </section>
          <section className="order-card" aria-labelledby="inbox-replies">
            <h2 id="inbox-replies" className="order-card__title">
              {t("admin.messages.replies", { count: message.replies.length })}
            </h2>
            {message.replies.length === 0 ? (
              <p className="muted">{t("admin.messages.noReplies")}</p>
            ) : (
              <ol className="inbox-replies">
                {message.replies.map((reply) => (
                  <li key={reply.id} className="inbox-reply-item">
                    <p className="muted">
                      {t("admin.messages.repliedBy", {
                        name: reply.staffName ?? t("admin.messages.formerStaff"),
                        when: formatMoment(reply.createdAt, i18n.language),
                      })}
                    </p>
                    <p className="inbox-text">{reply.body}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
          <ReplyBox message={message} onChanged={setMessage} />
        </div>
        <div className="order-layout__aside">
          <section className="order-card" aria-labelledby="inbox-sender">
            <h2 id="inbox-sender" className="order-card__title">
              {t("admin.messages.sender")}
            </h2>
            <dl className="details-list">
              <dt>{t("admin.messages.name")}</dt>
              <dd>
                <bdi>{message.name}</bdi>
              </dd>
              <dt>{t("admin.messages.email")}</dt>
              <dd>
                <a href={`mailto:${message.email}`}>
                  <bdi>{message.email}</bdi>
                </a>
              </dd>
              {message.mobile && (
                <>
                  <dt>{t("admin.messages.mobile")}</dt>
                  <dd>
                    <a href={`tel:${message.mobile}`} dir="ltr">
                      {formatMobile(message.mobile)}
                    </a>
                  </dd>
                </>
              )}
              {message.orderNumber && (
                <>
                  <dt>{t("admin.messages.orderNumber")}</dt>
                  <dd>
                    {message.linkedOrder ? (
                      <Link to={`/admin/orders/${encodeURIComponent(message.linkedOrder)}`}>
                        <bdi>{message.linkedOrder}</bdi>
                      </Link>
                    ) : (
                      <>
                        <bdi>{message.orderNumber}</bdi> ({t("admin.messages.noSuchOrder")})
                      </>
                    )}
                  </dd>
                </>
              )}
              <dt>{t("admin.messages.received")}</dt>
              <dd>{formatMoment(message.createdAt, i18n.language)}</dd>
              <dt>{t("admin.messages.language")}</dt>
              <dd>{t(`languages.${message.locale}`, { defaultValue: message.locale })}</dd>
            </dl>
          </section>
        </div>
      </div>
    </>
  );
}

/** /admin/messages/:id: one message, its replies, the reply box, close and reopen. */
export function MessagePage({ loaded, id }: { loaded: StaffLoaded<ContactMessage>; id: string }) {
  const { t } = useTranslation();
  return (
    <AdminShell crumbs={[{ label: t("admin.messages.title"), to: "/admin/messages" }, { label: `#${id}` }]}>
      <StaffContent loaded={loaded} notFound={t("admin.messages.notFound")}>
        {(message) => <MessageView loaded={message} />}
      </StaffContent>
    </AdminShell>
  );
}
