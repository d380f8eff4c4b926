import { type AdminLook, LOOK_ALT_MAX, LOOK_TITLE_MAX, MAX_LOOK_HOTSPOTS } from "@shop/shared";
import { type MouseEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Translated, TranslatedFields, translatedPayload, type useStaffAction } from "../admin-catalogue";
import { updateLook } from "./lookbook-admin-api";
import { ProductPicker } from "./product-picker";

type Spot = AdminLook["hotspots"][number];
const round = (n: number) => Math.round(Math.min(100, Math.max(0, n)) * 100) / 100;

/**
 * One look's editor: a click on the photo marks a point, then a product found by name becomes a hotspot there
 * (x, y also typed by keyboard); hotspots are reordered or removed in the list; title and alt text in 3 languages.
 */
export function LookEditor({ look, action }: { look: AdminLook; action: ReturnType<typeof useStaffAction> }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState<Translated>(look.title);
  const [alt, setAlt] = useState<Translated>(look.alt);
  const [spots, setSpots] = useState<Spot[]>(look.hotspots);
  const [point, setPoint] = useState({ x: 50, y: 50 });

  function mark(event: MouseEvent<HTMLButtonElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    setPoint({
      x: round(((event.clientX - box.left) / box.width) * 100),
      y: round(((event.clientY - box.top) / box.height) * 100),
    });
  }
  const change = (index: number, patch: Partial<Spot>) =>
    setSpots(spots.map((spot, i) => (i === index ? { ...spot, ...patch } : spot)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...spots];
    const [spot] = next.splice(index, 1);
    next.splice(index + by, 0, spot!);
    setSpots(next);
  };

  const save = () =>
    action.run(
      () =>
        updateLook({
          id: look.id,
          title: translatedPayload(title),
          alt: translatedPayload(alt),
          hotspots: spots.map(({ productId, x, y }) => ({ productId, x, y })),
        }),
      t("admin.lookbook.saved"),
    );

  return (
    <div className="admin-panel look-editor">
      <p className="muted">{t("admin.lookbook.placeHelp")}</p>
      <div className="look-editor__photo">
        <button type="button" className="look-editor__canvas" onClick={mark} aria-label={t("admin.lookbook.markPoint")}>
          <img
            src={look.image.src}
            srcSet={look.image.srcset}
            alt=""
            width={look.image.width}
            height={look.image.height}
          />
        </button>
        {spots.map((spot, index) => (
          <span key={spot.productId} className="look-editor__dot" style={{ left: `${spot.x}%`, top: `${spot.y}%` }}>
            {index + 1}
          </span>
        ))}
        <span className="look-editor__dot look-editor__dot--new" style={{ left: `${point.x}%`, top: `${point.y}%` }} />
      </div>
      <p className="muted">{t("admin.lookbook.point", point)}</p>
      {spots.length < MAX_LOOK_HOTSPOTS && (
        <ProductPicker
          onPick={(product) =>
            setSpots([
              ...spots.filter((s) => s.productId !== product.productId),
              { productId: product.productId, name: product.name, ...point },
            ])
          }
        />
      )}
      <ol className="look-editor__spots">
        {spots.map((spot, index) => (
          <li key={spot.productId}>
            <bdi>{spot.name}</bdi>
            <label>
              x
              <input
                type="number"
                min={0}
                max={100}
                step={0.5}
                value={spot.x}
                onChange={(e) => change(index, { x: round(Number(e.currentTarget.value)) })}
              />
            </label>
            <label>
              y
              <input
                type="number"
                min={0}
                max={100}
                step={0.5}
                value={spot.y}
                onChange={(e) => change(index, { y: round(Number(e.currentTarget.value)) })}
              />
            </label>
            <button
              type="button"
              className="button button--outline"
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              {t("admin.lookbook.earlier")}
              <span className="sr-only"> {spot.name}</span>
            </button>
            <button
              type="button"
              className="button button--outline"
              onClick={() => setSpots(spots.filter((_, i) => i !== index))}
            >
              {t("admin.lookbook.removeSpot")}
              <span className="sr-only"> {spot.name}</span>
            </button>
          </li>
        ))}
      </ol>
      <TranslatedFields
        legend={t("admin.lookbook.titleField")}
        value={title}
        onChange={setTitle}
        maxLength={LOOK_TITLE_MAX}
      />
      <TranslatedFields legend={t("admin.lookbook.alt")} value={alt} onChange={setAlt} maxLength={LOOK_ALT_MAX} />
      <button type="button" className="button button--primary" disabled={action.busy} onClick={() => void save()}>
        {t("admin.lookbook.save")}
      </button>
    </div>
  );
}
