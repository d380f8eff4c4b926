import { type ReactNode, useEffect, useRef } from "react";

export interface ConfirmStepProps {
  /** The id of the question, which names the panel. */
  id: string;
  /** The CSS block of the panel; its title is `${className}__title`. */
  className: string;
  title: ReactNode;
  text: ReactNode;
  yes: string;
  no: string;
  /** The change is under way (or another one is): both buttons wait and Escape does nothing. */
  busy: boolean;
  onYes(): void;
  onNo(): void;
  small?: boolean;
}

/** "Are you sure?" before a change that cannot be undone: the focus starts on Yes; No or Escape leaves it. */
export function ConfirmStep({ id, className, title, text, yes, no, busy, onYes, onNo, small }: ConfirmStepProps) {
  const yesRef = useRef<HTMLButtonElement>(null);
  useEffect(() => yesRef.current?.focus(), []);
  const size = small ? " button--small" : "";
  return (
    <section
      className={className}
      aria-labelledby={id}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !busy) onNo();
      }}
    >
      <p id={id} className={`${className}__title`}>
        {title}
      </p>
      <p>{text}</p>
      <div className="form__actions">
        <button ref={yesRef} type="button" className={`button button--danger${size}`} onClick={onYes} disabled={busy}>
          {yes}
        </button>
        <button type="button" className={`button button--outline${size}`} onClick={onNo} disabled={busy}>
          {no}
        </button>
      </div>
    </section>
  );
}
