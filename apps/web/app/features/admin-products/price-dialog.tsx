import type { BulkPriceResponse, PriceTarget } from "@shop/shared";
import X from "lucide-react/icons/x";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, errorMessages } from "../../lib/api/api-error";
import { notifySuccess } from "../../shell/notify/notify";
import { FormAlert } from "../../ui/form-alert";
import { TextField } from "../../ui/text-field";
import { applyPrices, previewPrices } from "./price-api";
import {
  type PriceChangeProblem,
  type PriceChoice,
  parsePriceChange,
  priceChoiceMax,
  priceChoices,
} from "./price-change";
import { PricePreview } from "./price-preview";
import { defaultSaleWindow, parseSaleWindow, type SaleWindowFieldError, type SaleWindowInput } from "./sale-window";
import { SaleWindowFields } from "./sale-window-fields";

/** What the change is for: the selected products or a category (with its sub-categories), and how to name it. */
export interface PriceDialogTarget {
  request: PriceTarget;
  label: string;
}

/**
 * The bulk price change: choose raise, lower or discount and an amount, preview every SKU's figures, then apply.
 * A discount may have a sale window (Asia/Dubai times): then the apply schedules it. Any edit of the change drops
 * the preview, and the apply carries the preview's fingerprint, so what is applied is what was last previewed (the
 * server answers CONFLICT when a SKU changed in between). A modal <dialog>:
 * focus starts on the amount, Escape closes, and focus goes back to the button that opened it.
 */
export function PriceDialog({
  target,
  onClose,
}: {
  target: PriceDialogTarget | null;
  onClose(changed: boolean): void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const amount = useRef<HTMLInputElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const [choice, setChoice] = useState<PriceChoice>("lower");
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<PriceChangeProblem | null>(null);
  const [preview, setPreview] = useState<BulkPriceResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<"preview" | "apply" | null>(null);
  const [saleWindow, setSaleWindow] = useState<SaleWindowInput>(() => defaultSaleWindow(Date.now()));
  const [windowError, setWindowError] = useState<SaleWindowFieldError | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (target && !element.open) {
      opener.current = document.activeElement;
      setChoice("lower");
      setTyped("");
      setProblem(null);
      setPreview(null);
      setFailure(null);
      setSaleWindow(defaultSaleWindow(Date.now()));
      setWindowError(null);
      element.showModal();
      amount.current?.focus();
    } else if (!target && element.open) {
      element.close();
    }
    if (!target && opener.current instanceof HTMLElement) {
      opener.current.focus();
      opener.current = null;
    }
  }, [target]);

  const edited = () => {
    setPreview(null);
    setProblem(null);
    setFailure(null);
    setWindowError(null);
  };

  async function run(action: "preview" | "apply") {
    if (!target || busy) return;
    const change = parsePriceChange(choice, typed);
    if ("problem" in change) {
      setProblem(change.problem);
      amount.current?.focus();
      return;
    }
    const timed = parseSaleWindow(choice === "discount" ? saleWindow : { ...saleWindow, on: false }, Date.now());
    if ("problem" in timed) {
      setWindowError(timed);
      return;
    }
    setBusy(action);
    setFailure(null);
    try {
      const request = { target: target.request, change, window: timed.window };
      if (action === "preview") {
        setPreview(await previewPrices(request));
        return;
      }
      if (!preview) return;
      const done = await applyPrices({ ...request, fingerprint: preview.fingerprint });
      notifySuccess(t(done.window ? "admin.sales.scheduled" : "admin.prices.applied", { count: done.rows.length }));
      onClose(true);
    } catch (error) {
      setPreview(null);
      const stale = error instanceof ApiError && error.errorList.some((e) => e.field === "fingerprint");
      setFailure(
        stale
          ? t("admin.prices.changedSincePreview")
          : error instanceof ApiError
            ? errorMessages(error.errorList).join(" ")
            : t("admin.failed"),
      );
    } finally {
      setBusy(null);
    }
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click closes on the backdrop only; Escape is native to <dialog>
    <dialog
      ref={dialog}
      className="admin-dialog price-dialog"
      aria-labelledby={titleId}
      onClose={() => {
        if (target) onClose(false);
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose(false);
      }}
    >
      {target && (
        <form
          className="admin-dialog__panel admin-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void run(preview ? "apply" : "preview");
          }}
        >
          <div className="price-dialog__head">
            <h2 id={titleId}>{t("admin.prices.title")}</h2>
            <button type="button" className="icon-button" onClick={() => onClose(false)}>
              <X aria-hidden="true" size={22} />
              <span className="sr-only">{t("admin.prices.close")}</span>
            </button>
          </div>
          <p className="muted">
            <bdi>{target.label}</bdi>
          </p>
          <fieldset className="price-dialog__choices">
            <legend className="field__label">{t("admin.prices.kind")}</legend>
            {priceChoices.map((value) => (
              <label key={value} className="price-dialog__choice">
                <input
                  type="radio"
                  name="choice"
                  value={value}
                  checked={choice === value}
                  onChange={() => {
                    setChoice(value);
                    edited();
                  }}
                />
                {t(`admin.prices.choices.${value}`)}
              </label>
            ))}
          </fieldset>
          <TextField
            ref={amount}
            label={t(choice === "discount" ? "admin.prices.discountAmount" : "admin.prices.percentAmount")}
            hint={t("admin.prices.amountHint", { max: priceChoiceMax[choice] })}
            name="amount"
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={4}
            value={typed}
            error={problem ? t(`admin.prices.errors.${problem}`, { max: priceChoiceMax[choice] }) : undefined}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              edited();
            }}
          />
          {choice === "discount" && (
            <SaleWindowFields
              value={saleWindow}
              error={windowError}
              onChange={(next) => {
                setSaleWindow(next);
                edited();
              }}
            />
          )}
          <FormAlert message={failure} />
          {preview && <PricePreview preview={preview} />}
          <div className="price-dialog__actions">
            {preview ? (
              <button
                type="submit"
                className="button button--primary"
                disabled={busy !== null || preview.rows.length === 0}
                aria-busy={busy === "apply" || undefined}
              >
                {busy === "apply"
                  ? t("admin.prices.applying")
                  : t(preview.window ? "admin.sales.schedule" : "admin.prices.apply")}
              </button>
            ) : (
              <button
                type="submit"
                className="button button--primary"
                disabled={busy !== null}
                aria-busy={busy === "preview" || undefined}
              >
                {busy === "preview" ? t("admin.prices.previewing") : t("admin.prices.preview")}
              </button>
            )}
            <button type="button" className="button button--outline" onClick={() => onClose(false)}>
              {t("admin.prices.cancel")}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
