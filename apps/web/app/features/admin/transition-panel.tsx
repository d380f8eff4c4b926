import { type AdminOrder, type OrderStatus, orderTransitions } from "@shop/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, errorMessages } from "../../lib/api/api-error";
import { notifySuccess } from "../../shell/notify/notify";
import { TextAreaField } from "../checkout";
import { statusKey } from "../orders";
import { transitionOrder } from "./admin-api";

/** Moves that end the order for good ask to be confirmed. */
const finalMoves = new Set<OrderStatus>(["cancelled", "refunded"]);

/** One button per allowed next status (shared orderTransitions), with an optional note for the shopper. */
export function TransitionPanel({ order, onMoved }: { order: AdminOrder; onMoved(order: AdminOrder): void }) {
  const { t } = useTranslation();
  const noteId = useId();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState<OrderStatus | null>(null);
  const [confirm, setConfirm] = useState<OrderStatus | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const next = orderTransitions[order.status];

  const move = async (to: OrderStatus) => {
    if (finalMoves.has(to) && confirm !== to) {
      setConfirm(to);
      return;
    }
    setBusy(to);
    setProblem(null);
    try {
      const moved = await transitionOrder(order.number, to, note.trim() || undefined);
      onMoved(moved);
      setNote("");
      setConfirm(null);
      notifySuccess(t("admin.order.moved", { number: order.number, status: t(statusKey(to)) }));
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.errorList.length
          ? errorMessages(error.errorList).join(" ")
          : t("admin.order.moveFailed"),
      );
    } finally {
      setBusy(null);
    }
  };

  if (!next.length) {
    return <p className="admin-final">{t("admin.order.final")}</p>;
  }
  return (
    <section className="order-card transition-panel" aria-labelledby={`${noteId}-title`}>
      <h2 id={`${noteId}-title`} className="order-card__title">
        {t("admin.order.move")}
      </h2>
      <TextAreaField
        id={noteId}
        label={t("admin.order.note")}
        hint={t("admin.order.noteHint")}
        rows={2}
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="form__actions">
        {next.map((to) => (
          <button
            key={to}
            type="button"
            className={`button ${finalMoves.has(to) || to === "delivery_failed" ? "button--outline" : "button--primary"}`}
            disabled={busy !== null}
            onClick={() => void move(to)}
          >
            {busy === to ? t("admin.order.moving") : t("admin.order.moveTo", { status: t(statusKey(to)) })}
          </button>
        ))}
      </div>
      {confirm && (
        <div className="confirm-panel" role="alert">
          <p className="confirm-panel__title">
            {t("admin.order.confirm", { status: t(statusKey(confirm)), number: order.number })}
          </p>
          <div className="form__actions">
            <button
              type="button"
              className="button button--danger"
              onClick={() => void move(confirm)}
              disabled={busy !== null}
            >
              {t("admin.order.confirmYes", { status: t(statusKey(confirm)) })}
            </button>
            <button type="button" className="button button--outline" onClick={() => setConfirm(null)}>
              {t("admin.order.confirmNo")}
            </button>
          </div>
        </div>
      )}
      {problem && (
        <div className="form-alert" role="alert">
          <p>{problem}</p>
        </div>
      )}
    </section>
  );
}
