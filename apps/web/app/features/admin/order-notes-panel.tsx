import type { AdminOrderNote } from "@shop/shared";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../shell/notify/notify";
import { FormAlert } from "../../ui/form-alert";
import { failureMessage } from "../account";
import { TextAreaField } from "../checkout";
import { formatMoment } from "../orders";
import { addOrderNote, orderNotes } from "./admin-api";

/** Staff's internal notes on an order (issue 15): kept for the team, never shown or sent to the shopper. */
export function OrderNotesPanel({ number }: { number: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [notes, setNotes] = useState<AdminOrderNote[] | null>(null);
  const [body, setBody] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    orderNotes(number)
      .then((loaded) => live && setNotes(loaded))
      .catch((error) => live && setProblem(failureMessage(i18n, error)));
    return () => {
      live = false;
    };
  }, [number, i18n]);

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setProblem(t("admin.notes.empty"));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      setNotes(await addOrderNote(number, body.trim()));
      setBody("");
      notifySuccess(t("admin.notes.added"));
    } catch (error) {
      setProblem(failureMessage(i18n, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="order-card order-notes" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="order-card__title">
        {t("admin.notes.title")}
      </h2>
      <p className="muted">{t("admin.notes.private")}</p>
      {notes && notes.length === 0 && <p>{t("admin.notes.none")}</p>}
      {notes && notes.length > 0 && (
        <ol className="order-notes__list">
          {notes.map((note) => (
            <li key={note.noteId}>
              <p className="order-notes__body">{note.body}</p>
              <p className="order-notes__meta muted">
                <bdi>{note.authorName ?? t("admin.notes.formerStaff")}</bdi> ·{" "}
                <time dateTime={note.createdAt}>{formatMoment(note.createdAt, i18n.language)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <form className="form" onSubmit={(event) => void add(event)} noValidate>
        <TextAreaField
          id={`${id}-body`}
          label={t("admin.notes.add")}
          rows={3}
          maxLength={2000}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
        <FormAlert message={problem} />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t("admin.notes.saving") : t("admin.notes.save")}
          </button>
        </div>
      </form>
    </section>
  );
}
