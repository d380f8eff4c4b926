import type { FieldError, FieldErrors, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldMessageKey } from "./checkout-forms";

function errorAt(errors: FieldErrors, path: string): FieldError | undefined {
  let node: unknown = errors;
  for (const part of path.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node && typeof node === "object" && "type" in node ? (node as FieldError) : undefined;
}

/** The translated message of a field's error: a server message as given, else checkout.errors.<field>.<rule>. */
export function useFieldError<F extends FieldValues>(errors: FieldErrors<F>) {
  const { t, i18n } = useTranslation();
  return (path: string): string | undefined => {
    const error = errorAt(errors as FieldErrors, path);
    if (!error) return undefined;
    if (error.type === "server" && error.message) return error.message;
    const key = fieldMessageKey(path, String(error.type));
    if (i18n.exists(key)) return t(key);
    const general = fieldMessageKey(path, "invalid");
    return i18n.exists(general) ? t(general) : t("checkout.errors.generic");
  };
}
