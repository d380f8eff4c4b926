import { dubaiClock } from "@shop/shared";
import CalendarX from "lucide-react/icons/calendar-x";
import X from "lucide-react/icons/x";
import { type KeyboardEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../ui/text-field";
import { formatDay } from "../orders";
import { closedDateProblem, type FieldProblem } from "./settings-forms";

/** The dates without delivery: each can be removed; a date from today on (Asia/Dubai) can be added. */
export function ClosedDatesField({
  dates,
  onChange,
  error,
}: {
  dates: readonly string[];
  onChange(dates: string[]): void;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  const legendId = useId();
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const today = dubaiClock(new Date()).date;

  const add = () => {
    const found = closedDateProblem(draft, dates, today);
    setProblem(found);
    if (found) return;
    onChange([...dates, draft].sort());
    setDraft("");
  };
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  };

  return (
    <fieldset className="admin-fieldset" aria-describedby={error ? `${legendId}-error` : undefined}>
      <legend id={legendId} className="admin-fieldset__legend">
        {t("admin.settings.delivery.closedDates")}
      </legend>
      <p className="field__hint">{t("admin.settings.delivery.closedDatesHint")}</p>
      {dates.length ? (
        <ul className="closed-dates" aria-labelledby={legendId}>
          {dates.map((date) => {
            const label = formatDay(date, i18n.language);
            return (
              <li key={date} className="closed-dates__item">
                <CalendarX aria-hidden="true" size={18} />
                <span className="closed-dates__day">{label}</span>
                <button
                  type="button"
                  className="button button--outline button--small"
                  aria-label={t("admin.settings.delivery.removeDate", { date: label })}
                  onClick={() => onChange(dates.filter((d) => d !== date))}
                >
                  <X aria-hidden="true" size={16} />
                  {t("admin.settings.delivery.remove")}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="closed-dates__none">{t("admin.settings.delivery.noClosedDates")}</p>
      )}
      {error && (
        <p id={`${legendId}-error`} className="field__error">
          {error}
        </p>
      )}
      <div className="closed-dates__add">
        <TextField
          type="date"
          label={t("admin.settings.delivery.dateToClose")}
          value={draft}
          min={today}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          onKeyDown={addOnEnter}
          error={problem ? t(`admin.settings.errors.${problem.key}`) : undefined}
          dir="ltr"
        />
        <button type="button" className="button button--outline" onClick={add}>
          {t("admin.settings.delivery.addDate")}
        </button>
      </div>
    </fieldset>
  );
}
