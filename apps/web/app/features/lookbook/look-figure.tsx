import type { Look, LookHotspot } from "@shop/shared";
import Plus from "lucide-react/icons/plus";
import X from "lucide-react/icons/x";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDismiss } from "../../ui/use-dismiss";
import { PriceTag, productPath } from "../catalogue";

/**
 * One hotspot: a button (reachable by keyboard, named after the product) that opens a small card with the product's
 * name, price and a link to its page; Escape or a press outside closes it (Escape gives the focus back).
 */
function Spot({ spot, open, onToggle }: { spot: LookHotspot; open: boolean; onToggle(open: boolean): void }) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const cardId = useId();
  useDismiss(root, open, (byEscape) => {
    onToggle(false);
    if (byEscape) button.current?.focus();
  });
  return (
    <div
      ref={root}
      className={`look__spot${spot.x > 55 ? " look__spot--end" : ""}${spot.y > 55 ? " look__spot--up" : ""}`}
      style={{ left: `${spot.x}%`, top: `${spot.y}%` }}
    >
      <button
        ref={button}
        type="button"
        className="look__button"
        aria-expanded={open}
        aria-controls={open ? cardId : undefined}
        onClick={() => onToggle(!open)}
      >
        <Plus aria-hidden="true" size={18} />
        <span className="sr-only">{t("lookbook.hotspot", { name: spot.product.name })}</span>
      </button>
      {open && (
        <div id={cardId} className="look-card">
          <p className="look-card__name">{spot.product.name}</p>
          <PriceTag price={spot.product.price} discount={spot.product.discount} />
          <Link className="button button--primary" to={productPath(spot.product.slug)}>
            {t("lookbook.viewProduct")}
            <span className="sr-only"> {spot.product.name}</span>
          </Link>
          <button type="button" className="button button--icon look-card__close" onClick={() => onToggle(false)}>
            <X aria-hidden="true" size={16} />
            <span className="sr-only">{t("lookbook.close")}</span>
          </button>
        </div>
      )}
    </div>
  );
}

/** A look's photo with its hotspots; positions are percent of the photo, so they follow it at any width. */
export function LookFigure({ look }: { look: Look }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <figure className="look">
      <div className="look__photo">
        <img
          src={look.image.src}
          srcSet={look.image.srcset}
          sizes="(max-width: 1200px) 100vw, 1200px"
          width={look.image.width}
          height={look.image.height}
          alt={look.alt}
          loading="lazy"
        />
        {look.hotspots.map((spot, index) => (
          <Spot
            key={spot.product.productId}
            spot={spot}
            open={open === index}
            onToggle={(next) => setOpen(next ? index : null)}
          />
        ))}
      </div>
      <figcaption className="look__title">{look.title}</figcaption>
    </figure>
  );
}
