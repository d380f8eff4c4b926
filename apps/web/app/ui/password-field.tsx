import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import { useState } from "react";
import { TextField, type TextFieldProps } from "./text-field";

interface PasswordFieldProps extends Omit<TextFieldProps, "type" | "trailing"> {
  /** The toggle's accessible name, e.g. "Show password" (its pressed state says whether it is shown). */
  showLabel: string;
}

/** A password input with a show/hide toggle (a pressed button; the input keeps its label). */
export function PasswordField({ showLabel, ...field }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...field}
      type={shown ? "text" : "password"}
      spellCheck={false}
      autoCapitalize="none"
      trailing={
        <button
          type="button"
          className="field__toggle"
          aria-pressed={shown}
          aria-label={showLabel}
          title={showLabel}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOff aria-hidden="true" size={20} /> : <Eye aria-hidden="true" size={20} />}
        </button>
      }
    />
  );
}
