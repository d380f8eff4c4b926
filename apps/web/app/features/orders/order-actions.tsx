import { isLanguage, type Order, shopperCanCancel } from "@shop/shared";
import XCircle from "lucide-react/icons/circle-x";
import FileText from "lucide-react/icons/file-text";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError, errorMessages } from "../../lib/api/api-error";
import { notifyInfo, notifySuccess } from "../../shell/notify/notify";
import { ConfirmStep } from "../../ui/confirm-step";
import { useFocusLater } from "../../ui/use-focus-later";
import { memberCart, sessionOwner } from "../cart";
import { cancelMyOrder, reorder } from "./orders-api";

function messageOf(t: (key: string) => string, error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return t("orders.errors.network");
  if (error.errorList[0]?.errorCode === "CONFLICT") return t("orders.errors.cannotCancel");
  return errorMessages(error.errorList).join(" ") || t("orders.errors.generic");
}

/** The shopper's tax invoice as PDF (issue 15); none before payment or after a cancellation. */
function invoiceUrl(order: Order): string | null {
  if (order.status === "pending_payment" || order.status === "cancelled") return null;
  return `/api/v1/orders/${encodeURIComponent(order.number)}/invoice.pdf`;
}

/** Cancel (while pending payment or confirmed, after a confirm step), order again, download the tax invoice. */
export function OrderActions({ order, onChange }: { order: Order; onChange(order: Order): void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<"cancel" | "reorder" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusLater();

  const cancel = async () => {
    setBusy("cancel");
    setProblem(null);
    try {
      onChange(await cancelMyOrder(order.number));
      setConfirming(false);
      notifySuccess(t("orders.cancelled", { number: order.number }));
    } catch (error) {
      setProblem(messageOf(t, error));
    } finally {
      setBusy(null);
    }
  };

  const orderAgain = async () => {
    setBusy("reorder");
    setProblem(null);
    try {
      const cart = await reorder(order.number, isLanguage(i18n.language) ? i18n.language : "en");
      const owner = sessionOwner();
      if (owner) memberCart.set(owner, cart.jcarts);
      const skipped = cart.skipped?.length ?? 0;
      notifySuccess(t("orders.reordered"));
      if (skipped > 0) notifyInfo(t("orders.reorderSkipped", { count: skipped }));
      await navigate("/shop/cart");
    } catch (error) {
      setProblem(messageOf(t, error));
      setBusy(null);
    }
  };

  const closeConfirm = () => {
    setConfirming(false);
    focusLater(() => cancelRef.current);
  };

  const invoice = invoiceUrl(order);
  return (
    <div className="order-actions">
      <button
        type="button"
        className="button button--primary"
        onClick={() => void orderAgain()}
        disabled={busy !== null}
      >
        <RotateCcw aria-hidden="true" size={18} />
        {busy === "reorder" ? t("orders.sending") : t("orders.reorder")}
      </button>
      {invoice && (
        <a className="button button--outline" href={invoice} target="_blank" rel="noopener">
          <FileText aria-hidden="true" size={18} />
          {t("orders.invoicePdf")}
        </a>
      )}
      {shopperCanCancel(order.status) && !confirming && (
        <button
          ref={cancelRef}
          type="button"
          className="button button--outline"
          onClick={() => setConfirming(true)}
          disabled={busy !== null}
        >
          <XCircle aria-hidden="true" size={18} />
          {t("orders.cancel")}
        </button>
      )}
      {confirming && (
        <ConfirmStep
          id="cancel-confirm-title"
          className="confirm-panel"
          title={t("orders.cancelConfirm.title", { number: order.number })}
          text={t("orders.cancelConfirm.text")}
          yes={busy === "cancel" ? t("orders.sending") : t("orders.cancelConfirm.yes")}
          no={t("orders.cancelConfirm.no")}
          busy={busy !== null}
          onYes={() => void cancel()}
          onNo={closeConfirm}
        />
      )}
      {problem && (
        <div className="form-alert" role="alert">
          <p>{problem}</p>
        </div>
      )}
    </div>
  );
}
