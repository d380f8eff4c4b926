import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CardProduct } from "../catalogue";
import { ProductRail } from "../catalogue";
import { recordView } from "./recently-viewed";

/** Products this browser viewed before (kept in localStorage), shown after hydration. */
export function RecentlyViewedRail({ current }: { current: CardProduct }) {
  const { t } = useTranslation();
  const [others, setOthers] = useState<CardProduct[]>([]);
  useEffect(() => {
    setOthers(recordView(current));
  }, [current]);
  return <ProductRail title={t("product.recentlyViewed")} products={others} />;
}
