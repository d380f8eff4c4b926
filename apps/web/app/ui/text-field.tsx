import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A translated error message; marks the input invalid and describes it. */
  error?: string;
  /** Help shown under the input (the rules of the field). */
  hint?: ReactNode;
  /** Something inside the input's box after the text, e.g. a show-password button. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error, tied to it with aria-describedby. */
export function TextField({ label, error, hint, trailing, id, ref, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className={`field__control${trailing ? " field__control--trailing" : ""}`}>
        <input
          id={inputId}
          ref={ref}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {trailing}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      {hint && (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      )}
    </div>
  );
}
