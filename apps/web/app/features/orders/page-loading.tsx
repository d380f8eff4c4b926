import { useTranslation } from "react-i18next";

/** A page whose data is loaded in the browser, while it loads. */
export function PageLoading({ textKey }: { textKey: string }) {
  const { t } = useTranslation();
  return (
    <div className="container page account-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{t(textKey)}</p>
    </div>
  );
}
