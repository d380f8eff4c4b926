import { type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";

interface Described {
  label: string;
  error?: string;
  hint?: ReactNode;
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
}

function FieldFoot({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
      {hint && (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      )}
    </>
  );
}

export interface SelectFieldProps extends Described, SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select with its error and hint. */
export function SelectField({ label, error, hint, id, ref, children, className, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={`field${error ? " field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <div className="field__control">
        <select
          id={selectId}
          ref={ref}
          className="field__input field__select"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, error, hint)}
          {...select}
        >
          {children}
        </select>
      </div>
      <FieldFoot id={selectId} error={error} hint={hint} />
    </div>
  );
}

export interface TextAreaFieldProps extends Described, TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text with its error and hint. */
export function TextAreaField({ label, error, hint, id, ref, className, ...area }: TextAreaFieldProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  return (
    <div className={`field${error ? " field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label className="field__label" htmlFor={areaId}>
        {label}
      </label>
      <div className="field__control">
        <textarea
          id={areaId}
          ref={ref}
          className="field__input field__textarea"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(areaId, error, hint)}
          {...area}
        />
      </div>
      <FieldFoot id={areaId} error={error} hint={hint} />
    </div>
  );
}
