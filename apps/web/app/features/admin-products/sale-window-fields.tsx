import { useTranslation } from "react-i18next";
import { TextField } from "../../ui/text-field";
import type { SaleWindowFieldError, SaleWindowInput } from "./sale-window";
import "../../styles/admin-sales.css";

/**
 * The bulk discount's optional sale window: a checkbox, then the start and the end as local date-times in the
 * shop's time zone (Asia/Dubai, UTC+4 all year), whatever the browser's own zone.
 */
export function SaleWindowFields({
  value,
  error,
  onChange,
}: {
  value: SaleWindowInput;
  error: SaleWindowFieldError | null;
  onChange(next: SaleWindowInput): void;
}) {
  const { t } = useTranslation();
  const message = (field: "start" | "end") =>
    error?.field === field ? t(`admin.sales.errors.${error.problem}`) : undefined;
  return (
    <fieldset className="sale-window">
      <legend className="sr-only">{t("admin.sales.window")}</legend>
      <label className="sale-window__toggle">
        <input
          type="checkbox"
          checked={value.on}
          onChange={(event) => onChange({ ...value, on: event.currentTarget.checked })}
        />
        {t("admin.sales.onlyDuring")}
      </label>
      {value.on && (
        <div className="sale-window__times">
          <TextField
            type="datetime-local"
            name="saleStart"
            label={t("admin.sales.starts")}
            hint={t("admin.sales.dubaiTime")}
            required
            value={value.start}
            error={message("start")}
            onChange={(event) => onChange({ ...value, start: event.currentTarget.value })}
          />
          <TextField
            type="datetime-local"
            name="saleEnd"
            label={t("admin.sales.ends")}
            hint={t("admin.sales.endHint")}
            required
            value={value.end}
            error={message("end")}
            onChange={(event) => onChange({ ...value, end: event.currentTarget.value })}
          />
        </div>
      )}
    </fieldset>
  );
}
