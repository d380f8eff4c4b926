import Scale from "lucide-react/icons/scale";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { notifyInfo, notifySuccess } from "../../shell/notify/notify";
import { addToCompare, COMPARE_MAX, removeFromCompare, useCompareIds } from "./compare-list";

export const COMPARE_PATH = "/pages/compare/one";

/** "Add to compare" (a toggle: pressed while the product is in the comparison). */
export function CompareToggle({
  productId,
  name,
  compact = false,
}: {
  productId: number;
  name: string;
  /** On product cards: a short visible label, the product named for screen readers. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inList = useCompareIds().includes(productId);
  const view = { label: t("compare.view"), onClick: () => navigate(COMPARE_PATH) };

  const toggle = () => {
    if (inList) {
      removeFromCompare(productId);
      notifyInfo(t("compare.removed", { name }));
      return;
    }
    const result = addToCompare(productId);
    if (result === "full") notifyInfo(t("compare.full", { max: COMPARE_MAX }), view);
    else notifySuccess(t("compare.added", { name }), view);
  };

  return (
    <button
      type="button"
      className={compact ? "compare-toggle compare-toggle--compact" : "button button--outline compare-toggle"}
      aria-pressed={inList}
      aria-label={compact ? t("compare.addNamed", { name }) : undefined}
      onClick={toggle}
    >
      <Scale aria-hidden="true" size={compact ? 16 : 18} />
      <span>{compact ? t("compare.short") : t("compare.add")}</span>
    </button>
  );
}

/** The compact toggle under a product card (collection pages). */
export const cardCompareToggle = (product: { productId: number; name: string }) => (
  <CompareToggle productId={product.productId} name={product.name} compact />
);
