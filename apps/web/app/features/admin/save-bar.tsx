import Check from "lucide-react/icons/check";

/** A settings form's submit button, and the inline "saved" message (a live region that is always there). */
export function SaveBar({
  busy,
  saved,
  label,
  savedText,
}: {
  busy: boolean;
  saved: boolean;
  label: string;
  savedText: string;
}) {
  return (
    <div className="admin-save">
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
        {busy && <span className="spinner spinner--small" aria-hidden="true" />}
        {label}
      </button>
      <p className="admin-save__status" role="status">
        {saved && (
          <>
            <Check aria-hidden="true" size={18} />
            {savedText}
          </>
        )}
      </p>
    </div>
  );
}
