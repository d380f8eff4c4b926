import type { ProductImage } from "@shop/shared";
import Sprout from "lucide-react/icons/sprout";
import ZoomIn from "lucide-react/icons/zoom-in";
import { type KeyboardEvent, type PointerEvent, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { preloadLcpImage } from "../../ui/preload-lcp-image";
import { imagesForColour } from "./gallery-colour";
import { Lightbox } from "./lightbox";

/**
 * The main image is about half the container on wide screens, the container's width (the screen less its 1 rem
 * padding each side) on phones: a 412 px screen at 1.75x wants 665 px, the 800 (with 100vw it wanted 721).
 */
const MAIN_SIZES = "(min-width: 1240px) 580px, (min-width: 992px) 48vw, calc(100vw - 2rem)";

/** Next index for an arrow key; in right-to-left pages the arrows point the other way. */
export function stepIndex(key: string, index: number, count: number, rtl: boolean): number | null {
  const forward = rtl ? "ArrowLeft" : "ArrowRight";
  const back = rtl ? "ArrowRight" : "ArrowLeft";
  if (key === forward || key === "ArrowDown") return (index + 1) % count;
  if (key === back || key === "ArrowUp") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/**
 * Product images: main image (hover to magnify, click or the button to open the large view) and thumbnails.
 * When the chosen pot colour has pictures of its own, those come first and the gallery switches to them.
 */
export function ProductGallery({
  images: all,
  name,
  potColour = null,
}: {
  images: ProductImage[];
  name: string;
  potColour?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const images = useMemo(() => imagesForColour(all, potColour), [all, potColour]);
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState(images);
  // Another order (a colour with its own pictures, or back): show its first picture.
  if (shown !== images) {
    setShown(images);
    setIndex(0);
  }
  const [zoomOpen, setZoomOpen] = useState(false);
  const main = useRef<HTMLDivElement>(null);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const image = images[index] ?? images[0];
  const rtl = i18n.dir(i18n.language) === "rtl";

  if (!image) {
    return (
      <div className="gallery gallery--empty">
        <Sprout aria-hidden="true" size={96} />
      </div>
    );
  }
  // The first main image is the product page's largest paint.
  if (index === 0) preloadLcpImage(image, MAIN_SIZES);

  const onThumbKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = stepIndex(event.key, index, images.length, rtl);
    if (next === null) return;
    event.preventDefault();
    setIndex(next);
    thumbs.current[next]?.focus();
  };
  // Magnify where the pointer is (mouse and pen; touch scrolls the page as usual).
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "touch" || !main.current) return;
    const box = main.current.getBoundingClientRect();
    main.current.style.setProperty("--zoom-x", `${((event.clientX - box.left) / box.width) * 100}%`);
    main.current.style.setProperty("--zoom-y", `${((event.clientY - box.top) / box.height) * 100}%`);
    main.current.dataset.zoom = "true";
  };
  const onPointerLeave = () => {
    if (main.current) main.current.dataset.zoom = "false";
  };

  return (
    <section className="gallery" aria-label={t("product.gallery", { name })}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click on the picture opens the large view; the zoom button does the same for keyboards */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
      <div
        ref={main}
        className="gallery__main"
        data-zoom="false"
        onPointerMove={onPointerMove}
        onPointerLeave={onPointerLeave}
        onClick={() => setZoomOpen(true)}
      >
        <img
          src={image.src}
          srcSet={image.srcset}
          sizes={MAIN_SIZES}
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading="eager"
          fetchPriority={index === 0 ? "high" : undefined}
          decoding={index === 0 ? "sync" : "async"}
        />
        <button
          type="button"
          className="icon-button gallery__zoom"
          onClick={(event) => {
            event.stopPropagation();
            setZoomOpen(true);
          }}
        >
          <ZoomIn aria-hidden="true" size={22} />
          <span className="sr-only">{t("product.zoom")}</span>
        </button>
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((thumb, i) => (
            <li key={thumb.src}>
              <button
                ref={(element) => {
                  thumbs.current[i] = element;
                }}
                type="button"
                className="gallery__thumb"
                aria-pressed={i === index}
                tabIndex={i === index ? 0 : -1}
                onClick={() => setIndex(i)}
                onKeyDown={onThumbKey}
              >
                <img
                  src={thumb.src.replace(/-960\.webp$/, "-320.webp")}
                  srcSet={thumb.srcset}
                  sizes="80px"
                  width={80}
                  height={80}
                  alt=""
                  loading="lazy"
                  fetchPriority="low"
                  decoding="async"
                />
                <span className="sr-only">{t("product.showImage", { index: i + 1, count: images.length })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomOpen && (
        <Lightbox
          images={images}
          index={index}
          onIndex={setIndex}
          onClose={() => setZoomOpen(false)}
          rtl={rtl}
          title={name}
        />
      )}
    </section>
  );
}
