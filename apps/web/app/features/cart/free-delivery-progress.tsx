import { formatMoney } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { useShopConfig } from "../../lib/config/config-context";
import { useCurrency } from "../../shell/currency/currency-context";

/** How far the items are from free delivery: the fils still missing, or 0 once reached; null when there is no threshold. */
export function freeDeliveryGap(subtotal: number, freeAbove: number | null): number | null {
  if (freeAbove === null) return null;
  return Math.max(freeAbove - subtotal, 0);
}

/**
 * Issue 16: "AED 35.00 more for free delivery" or "Delivery is free", from the live threshold of the delivery
 * settings, in the shopper's display currency like the cart page. Nothing when the shop has no threshold.
 */
export function FreeDeliveryProgress({ subtotal }: { subtotal: number }) {
  const { t } = useTranslation();
  const { currency } = useCurrency();
  const { freeAbove } = useShopConfig().delivery;
  const gap = freeDeliveryGap(subtotal, freeAbove);
  if (gap === null || freeAbove === null) return null;
  const percent = freeAbove > 0 ? Math.min(100, Math.round((subtotal / freeAbove) * 100)) : 100;
  return (
    <div className="free-delivery">
      <p className="free-delivery__text">
        {gap > 0 ? (
          t("cartDrawer.freeMore", { amount: `\u2066${formatMoney(gap, currency)}\u2069` })
        ) : (
          <strong>{t("cartDrawer.freeReached")}</strong>
        )}
      </p>
      <div className="free-delivery__bar" aria-hidden="true">
        <span style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  );
}
