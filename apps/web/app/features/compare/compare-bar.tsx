import Scale from "lucide-react/icons/scale";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { COMPARE_MAX, useCompareIds } from "./compare-list";
import { COMPARE_PATH } from "./compare-toggle";

/** A link to the comparison while it holds products (read from this browser's storage after hydration). */
export function CompareBar() {
  const { t } = useTranslation();
  const count = useCompareIds().length;
  if (count === 0) return null;
  return (
    <Link to={COMPARE_PATH} className="compare-bar">
      <Scale aria-hidden="true" size={18} />
      <span>{t("compare.link", { count, max: COMPARE_MAX })}</span>
    </Link>
  );
}
