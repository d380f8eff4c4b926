import { type AdminOrder, formatMoney, type RefundState, unitsLeft } from "@shop/shared";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api/api-error";
import { notifySuccess } from "../../shell/notify/notify";
import { FormAlert } from "../../ui/form-alert";
import { failureMessage } from "../account";
import { TextAreaField } from "../checkout";
import "../../styles/admin-refunds.css";
import { clampQty, emptyChoice, previewOf, type RefundChoice, requestOf } from "./refund-choice";
import { RefundList } from "./refund-list";
import { loadRefunds, makeRefund } from "./refunds-api";

const money = (fils: number) => <bdi>{formatMoney(fils)}</bdi>;

/** A refused refund's message by its code (the server's words stay English). */
function refusal(t: (key: string) => string, error: unknown): string | null {
  const code = error instanceof ApiError ? error.errorList[0]?.errorCode : undefined;
  if (code === "REFUND_FAILED" || code === "SERVICE_UNAVAILABLE" || code === "CONFLICT") {
    return t(`adminRefunds.errors.${code}`);
  }
  return null;
}

/**
 * The admin order page's refunds (issue 15): the refunds so far, and a form to refund everything left or units of
 * some lines, with the delivery charge, a restock choice and a reason; the amount shows before staff confirm.
 */
export function RefundPanel({ order, onRefunded }: { order: AdminOrder; onRefunded(order: AdminOrder): void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [state, setState] = useState<RefundState | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [choice, setChoice] = useState<RefundChoice>(emptyChoice(null));
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // Again whenever the order changes (a cancellation, another refund).
  // biome-ignore lint/correctness/useExhaustiveDependencies: order.updatedAt and status say the order changed
  useEffect(() => {
    let live = true;
    loadRefunds(order.number)
      .then((loaded) => {
        if (!live) return;
        setState(loaded);
        setChoice(emptyChoice(loaded));
      })
      .catch(() => live && setLoadFailed(true));
    return () => {
      live = false;
    };
  }, [order.number, order.updatedAt, order.status]);

  if (!state) {
    return loadFailed ? <p className="form-alert">{t("adminRefunds.loadFailed")}</p> : null;
  }
  const preview = previewOf(state, choice);
  const set = (patch: Partial<RefundChoice>) => {
    setConfirming(false);
    setChoice((c) => ({ ...c, ...patch }));
  };
  const chargesLeft = state.charges.total - state.charges.refunded;

  const submit = async () => {
    const request = requestOf(order.number, state, choice);
    if (!request || !preview) return;
    if (!confirming) {
      setConfirming(true);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const made = await makeRefund(request);
      setState(made.refunds);
      setChoice(emptyChoice(made.refunds));
      setConfirming(false);
      onRefunded(made.order);
      notifySuccess(t("adminRefunds.done", { amount: formatMoney(made.refund.amount), number: order.number }));
    } catch (error) {
      setConfirming(false);
      setProblem(refusal(t, error) ?? failureMessage(i18n, error));
      loadRefunds(order.number).then(setState, () => {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="order-card refund-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="order-card__title">
        {t("adminRefunds.title")}
      </h2>
      <p>
        {t("adminRefunds.refunded")} {money(state.refunded)} / {money(state.total)}
      </p>
      <RefundList state={state} />
      {state.blockedBy ? (
        <p className="muted">{t(`adminRefunds.blocked.${state.blockedBy}`)}</p>
      ) : (
        <form
          className="form refund-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="check-field">
            <input
              id={`${id}-all`}
              type="checkbox"
              checked={choice.everything}
              onChange={(e) => set({ everything: e.target.checked })}
            />
            <label htmlFor={`${id}-all`}>{t("adminRefunds.everything")}</label>
          </div>
          {!choice.everything && (
            <fieldset className="refund-lines">
              <legend>{t("adminRefunds.chooseLines")}</legend>
              {state.lines.map((line) => {
                const left = unitsLeft(line);
                const inputId = `${id}-line-${line.orderLineId}`;
                return (
                  <div key={line.orderLineId} className="refund-line">
                    <label htmlFor={inputId} className="refund-line__name">
                      <bdi>{line.name}</bdi>
                      <span className="muted">
                        {t("adminRefunds.lineLeft", { left, qty: line.qty, price: formatMoney(line.unitNet) })}
                      </span>
                    </label>
                    <input
                      id={inputId}
                      className="field__input refund-line__qty"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={left}
                      disabled={left === 0}
                      aria-label={t("adminRefunds.lineQty", { name: line.name })}
                      value={choice.qty[line.orderLineId] ?? 0}
                      onChange={(e) =>
                        set({ qty: { ...choice.qty, [line.orderLineId]: clampQty(e.target.value, left) } })
                      }
                    />
                  </div>
                );
              })}
              {chargesLeft > 0 && (
                <div className="check-field">
                  <input
                    id={`${id}-charges`}
                    type="checkbox"
                    checked={choice.charges}
                    onChange={(e) => set({ charges: e.target.checked })}
                  />
                  <label htmlFor={`${id}-charges`}>
                    {t("adminRefunds.charges", { amount: formatMoney(chargesLeft) })}
                  </label>
                </div>
              )}
            </fieldset>
          )}
          {state.restockable ? (
            <div className="check-field">
              <input
                id={`${id}-restock`}
                type="checkbox"
                checked={choice.restock}
                onChange={(e) => set({ restock: e.target.checked })}
              />
              <label htmlFor={`${id}-restock`}>{t("adminRefunds.restock")}</label>
            </div>
          ) : (
            <p className="muted">{t("adminRefunds.restockDone")}</p>
          )}
          <TextAreaField
            label={t("adminRefunds.reason")}
            hint={t("adminRefunds.reasonHint")}
            rows={2}
            maxLength={500}
            value={choice.reason}
            onChange={(e) => set({ reason: e.target.value })}
          />
          <p className="refund-preview" aria-live="polite">
            {preview
              ? t("adminRefunds.preview", { amount: formatMoney(preview.amount), vat: formatMoney(preview.vat) })
              : t("adminRefunds.nothingChosen")}
          </p>
          {confirming && preview && (
            <p className="confirm-panel__title" role="alert">
              {t(`adminRefunds.confirm.${state.method}`, { amount: formatMoney(preview.amount) })}
            </p>
          )}
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={!preview || busy}>
              {busy
                ? t("adminRefunds.working")
                : confirming && preview
                  ? t("adminRefunds.confirmYes", { amount: formatMoney(preview.amount) })
                  : t("adminRefunds.submit")}
            </button>
            {confirming && (
              <button type="button" className="button button--outline" onClick={() => setConfirming(false)}>
                {t("adminRefunds.confirmNo")}
              </button>
            )}
          </div>
          <FormAlert message={problem} />
        </form>
      )}
    </section>
  );
}
