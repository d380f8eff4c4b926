import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyInfo, notifySuccess } from "../../shell/notify/notify";
import { saveFailure } from "./settings-errors";
import type { FieldProblems } from "./settings-forms";

interface SettingsFormOptions<T> {
  /** The value to send, or the problems of the fields as typed. */
  check(): { value: T; problems?: undefined } | { problems: FieldProblems; value?: undefined };
  save(value: T): Promise<unknown>;
  /** Where the server names the form's fields ("settings" for "settings.codFee"). */
  wirePrefix: string;
  savedMessage: string;
}

/**
 * The save cycle of a settings form: the fields' problems (the first invalid field is focused), the call, an
 * inline and a toast success message, and the server's refusal on its fields or as a form-level alert.
 */
export function useSettingsForm<T>({ check, save, wirePrefix, savedMessage }: SettingsFormOptions<T>) {
  const { t, i18n } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSaved(false);
    setAlert(null);
    const checked = check();
    if (checked.problems) {
      setProblems(checked.problems);
      focusFirstInvalid();
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      await save(checked.value);
      setSaved(true);
      notifySuccess(savedMessage);
    } catch (error) {
      const failure = saveFailure(error, wirePrefix, i18n);
      setProblems(failure.problems);
      setAlert(failure.message);
      notifyInfo(failure.message ?? t("admin.settings.errors.fields"));
      focusFirstInvalid();
    } finally {
      setBusy(false);
    }
  }

  /** The translated problem of a field, if any. */
  const errorOf = (field: string): string | undefined => {
    const problem = problems[field];
    return problem ? t(`admin.settings.errors.${problem.key}`, problem.values) : undefined;
  };

  return { formRef, onSubmit, errorOf, problems, setProblems, alert, saved, setSaved, busy };
}
