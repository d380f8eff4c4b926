import type { Care } from "@shop/shared";
import Droplets from "lucide-react/icons/droplets";
import Gauge from "lucide-react/icons/gauge";
import PawPrint from "lucide-react/icons/paw-print";
import Ruler from "lucide-react/icons/ruler";
import Sun from "lucide-react/icons/sun";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { localizeMeasure } from "../catalogue";

/** Light, watering, difficulty, pet safety and mature size, with the care text. */
export function CarePanel({ care, careText }: { care: Care; careText: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const items: Array<{ key: string; icon: ReactNode; label: string; value: string }> = [];
  if (care.light) {
    items.push({ key: "light", icon: <Sun />, label: t("care.lightLabel"), value: t(`care.light.${care.light}`) });
  }
  if (care.watering) {
    const value = t(`care.watering.${care.watering}`);
    items.push({ key: "watering", icon: <Droplets />, label: t("care.wateringLabel"), value });
  }
  if (care.difficulty) {
    const value = t(`care.difficulty.${care.difficulty}`);
    items.push({ key: "difficulty", icon: <Gauge />, label: t("care.difficultyLabel"), value });
  }
  if (care.petSafe !== null) {
    const value = care.petSafe ? t("care.petSafe.yes") : t("care.petSafe.no");
    items.push({ key: "pet", icon: <PawPrint />, label: t("care.petLabel"), value });
  }
  if (care.matureSize) {
    const value = localizeMeasure(t, care.matureSize);
    items.push({ key: "size", icon: <Ruler />, label: t("care.sizeLabel"), value });
  }
  if (items.length === 0 && !careText) return null;
  return (
    <section className="care" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("care.title")}</h2>
      {items.length > 0 && (
        <dl className="care__grid">
          {items.map((item) => (
            <div key={item.key} className={`care__item care__item--${item.key}`}>
              <span className="care__icon" aria-hidden="true">
                {item.icon}
              </span>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {careText && <p className="care__text">{careText}</p>}
    </section>
  );
}
