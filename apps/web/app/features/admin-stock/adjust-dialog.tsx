import type { StockReason, StockSku } from "@shop/shared";
import X from "lucide-react/icons/x";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, errorMessages } from "../../lib/api/api-error";
import { notifySuccess } from "../../shell/notify/notify";
import { FormAlert } from "../../ui/form-alert";
import { TextField } from "../../ui/text-field";
import { SelectField, TextAreaField } from "../checkout";
import { adjustStock } from "./stock-api";
import { type DeltaProblem, isolate, parseDelta } from "./stock-query";

const REASONS: readonly StockReason[] = ["received", "returned", "counted", "damaged"];

/**
 * The "adjust stock" dialog: add or take away a number of units with a reason (never a new total, so a sale at
 * the same moment is never lost). A modal <dialog>: focus starts on the quantity and stays inside, Escape closes,
 * and focus goes back to the button that opened it.
 */
export function AdjustDialog({ sku, onClose }: { sku: StockSku | null; onClose(changed: boolean): void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const quantity = useRef<HTMLInputElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const [direction, setDirection] = useState<"add" | "remove">("add");
  const [problem, setProblem] = useState<DeltaProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (sku && !element.open) {
      opener.current = document.activeElement;
      setDirection("add");
      setProblem(null);
      setFailure(null);
      element.showModal();
      quantity.current?.focus();
    } else if (!sku && element.open) {
      element.close();
    }
    if (!sku && opener.current instanceof HTMLElement) {
      opener.current.focus();
      opener.current = null;
    }
  }, [sku]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sku || saving) return;
    const form = new FormData(event.currentTarget);
    const sign = direction === "remove" ? "-" : "";
    const parsed = parseDelta(`${sign}${String(form.get("quantity") ?? "").trim()}`, sku.stock);
    if ("problem" in parsed) {
      setProblem(parsed.problem);
      quantity.current?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const note = String(form.get("note") ?? "").trim();
      const reason = String(form.get("reason")) as StockReason;
      const done = await adjustStock({ skuId: sku.skuId, delta: parsed.delta, reason, ...(note ? { note } : {}) });
      notifySuccess(t("admin.stock.adjusted", { code: isolate(done.sku.code), stock: done.sku.stock }));
      onClose(true);
    } catch (error) {
      const item = error instanceof ApiError ? error.errorList[0] : undefined;
      if (item?.errorCode === "OUT_OF_STOCK") setProblem("belowZero");
      else setFailure(error instanceof ApiError ? errorMessages(error.errorList).join(" ") : t("admin.failed"));
    } finally {
      setSaving(false);
    }
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click closes on the backdrop only; Escape is native to <dialog>
    <dialog
      ref={dialog}
      className="admin-dialog stock-dialog"
      aria-labelledby={titleId}
      onClose={() => {
        if (sku) onClose(false);
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose(false);
      }}
    >
      {sku && (
        <form className="admin-dialog__panel admin-form" onSubmit={submit} noValidate>
          <div className="stock-dialog__head">
            <h2 id={titleId}>{t("admin.stock.adjustTitle")}</h2>
            <button type="button" className="icon-button" onClick={() => onClose(false)}>
              <X aria-hidden="true" size={22} />
              <span className="sr-only">{t("admin.stock.close")}</span>
            </button>
          </div>
          <p className="stock-dialog__sku">
            <bdi>{sku.code}</bdi> · <bdi>{sku.productName}</bdi>
            <br />
            {t("admin.stock.inStockNow", { count: sku.stock })}
          </p>
          <fieldset className="stock-direction">
            <legend className="field__label">{t("admin.stock.direction")}</legend>
            {(["add", "remove"] as const).map((value) => (
              <label key={value} className="stock-direction__choice">
                <input
                  type="radio"
                  name="direction"
                  value={value}
                  checked={direction === value}
                  onChange={() => setDirection(value)}
                />
                {t(`admin.stock.${value}`)}
              </label>
            ))}
          </fieldset>
          <TextField
            ref={quantity}
            label={t("admin.stock.quantity")}
            name="quantity"
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={8}
            error={problem ? t(`admin.stock.errors.${problem}`, { count: sku.stock }) : undefined}
            onInput={() => setProblem(null)}
          />
          <SelectField label={t("admin.stock.reason")} name="reason" defaultValue="received">
            {REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`admin.stock.reasons.${reason}`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField label={t("admin.stock.note")} name="note" maxLength={500} rows={2} />
          <FormAlert message={failure} />
          <div className="stock-dialog__actions">
            <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving || undefined}>
              {saving ? t("admin.stock.saving") : t("admin.stock.save")}
            </button>
            <button type="button" className="button button--outline" onClick={() => onClose(false)}>
              {t("admin.stock.cancel")}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
