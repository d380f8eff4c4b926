import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../ui/text-field";

export const DISCOUNT_INPUT_ID = "checkout-discount-code";

/**
 * "Have a discount code?" (issue 16): a field and Apply; once applied, the code and Remove. On phones it starts
 * as a link that opens the field (checkout.css); on wider screens the field shows at once. Errors of the code
 * show beside the field, never in the page's alert, so the rest of the form stays as it is.
 */
export function DiscountCodeField({
  applied,
  checking,
  error,
  onApply,
  onRemove,
  onEdit,
}: {
  /** The applied code, "" for none. */
  applied: string;
  checking: boolean;
  error: string | null;
  onApply(code: string): void;
  onRemove(): void;
  /** The shopper types again: the last error no longer applies. */
  onEdit(): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const shown = open || applied !== "" || error !== null;
  const apply = () => {
    if (!checking) onApply(typed);
  };
  return (
    <div className={`discount-code${shown ? " is-open" : ""}`}>
      {/* Phones: the link opens the field; once a code is applied or refused, the field stays in view. */}
      {!applied && error === null && (
        <button
          type="button"
          className="checkout-link discount-code__toggle"
          aria-expanded={shown}
          aria-controls="checkout-discount-panel"
          onClick={() => setOpen(!open)}
        >
          {t("checkout.discount.toggle")}
        </button>
      )}
      <div id="checkout-discount-panel" className="discount-code__panel">
        {applied ? (
          <p className="discount-code__applied" role="status">
            <span>{t("checkout.discount.applied", { code: applied })}</span>
            <button type="button" className="checkout-link" onClick={onRemove}>
              {t("checkout.discount.remove")}
            </button>
          </p>
        ) : (
          <div className="discount-code__row">
            <TextField
              id={DISCOUNT_INPUT_ID}
              label={t("checkout.discount.label")}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              value={typed}
              error={error ?? undefined}
              onChange={(event) => {
                setTyped(event.target.value);
                onEdit();
              }}
              // Enter applies the code instead of placing the order.
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                apply();
              }}
            />
            <button
              type="button"
              className="button button--outline discount-code__apply"
              disabled={checking || typed.trim() === ""}
              aria-busy={checking || undefined}
              onClick={apply}
            >
              {checking ? t("checkout.sending") : t("checkout.discount.apply")}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
