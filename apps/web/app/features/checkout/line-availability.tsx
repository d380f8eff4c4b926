import type { CheckoutQuote } from "@shop/shared";
import { useTranslation } from "react-i18next";

/** Under a summary line that cannot be ordered as it is: sold out, or how many are left. */
export function LineAvailability({ line }: { line: CheckoutQuote["lines"][number] }) {
  const { t } = useTranslation();
  if (line.available) return null;
  return (
    <span className="order-line__problem">
      {line.stock > 0 ? t("checkout.summary.onlyLeft", { count: line.stock }) : t("checkout.summary.soldOut")}
    </span>
  );
}
