import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { ApiError, errorMessages } from "../../lib/api/api-error";
import { notifySuccess } from "../../shell/notify/notify";

/**
 * Runs one back-office call at a time: while it runs `busy` is set; on success the page's data is read again and
 * `done` is announced; on failure the API's message (plain text, never HTML) is kept in `failure`.
 */
export function useStaffAction() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fields, setFields] = useState<string[]>([]);

  async function run(call: () => Promise<unknown>, done: string): Promise<boolean> {
    if (busy) return false;
    setBusy(true);
    setFailure(null);
    setFields([]);
    try {
      await call();
      notifySuccess(done);
      await revalidator.revalidate();
      return true;
    } catch (error) {
      if (error instanceof ApiError) {
        setFailure(errorMessages(error.errorList).join(" "));
        setFields(error.errorList.flatMap((e) => (e.field ? [e.field] : [])));
      } else {
        setFailure(t("admin.failed"));
      }
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { run, busy, failure, fields };
}
