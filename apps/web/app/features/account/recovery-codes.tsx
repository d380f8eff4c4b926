import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";

/** The recovery codes, shown once right after two-step login is turned on; `onDone` leaves this view. */
export function RecoveryCodes({ codes, doneLabel, onDone }: { codes: string[]; doneLabel: string; onDone(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The view replaced the form the user was in: move focus to its heading so screen readers read it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="two-step-codes" aria-labelledby={titleId}>
      <h3 id={titleId} ref={headingRef} tabIndex={-1}>
        {t("twoStep.recovery.title")}
      </h3>
      <p>{t("twoStep.recovery.lead")}</p>
      <ul className="two-step-codes__list" aria-label={t("twoStep.recovery.listLabel")} dir="ltr">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--primary" onClick={onDone}>
        {doneLabel}
      </button>
    </section>
  );
}
