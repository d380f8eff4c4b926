import type { ProductImage } from "@shop/shared";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import XIcon from "lucide-react/icons/x";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";

/** The large view: a modal dialog; arrows and buttons change image, Escape or the backdrop close it. */
export function Lightbox({
  images,
  index,
  onIndex,
  onClose,
  rtl,
  title,
}: {
  images: ProductImage[];
  index: number;
  onIndex(index: number): void;
  onClose(): void;
  rtl: boolean;
  title: string;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const image = images[index] ?? images[0];
  const count = images.length;
  const previous = () => onIndex((index - 1 + count) % count);
  const next = () => onIndex((index + 1) % count);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    const opener = document.activeElement as HTMLElement | null;
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (count < 2) return;
    if (event.key === "ArrowRight") (rtl ? previous : next)();
    else if (event.key === "ArrowLeft") (rtl ? next : previous)();
  };

  if (!image) return null;
  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current?.close();
      }}
    >
      <h2 id={titleId} className="sr-only">
        {title}
      </h2>
      <button type="button" className="icon-button lightbox__close" onClick={() => dialog.current?.close()}>
        <XIcon aria-hidden="true" size={26} />
        <span className="sr-only">{t("product.closeZoom")}</span>
      </button>
      <figure className="lightbox__figure">
        <img src={image.src} width={image.width} height={image.height} alt={image.alt} decoding="async" />
        {count > 1 && (
          <figcaption className="lightbox__count">{t("product.imageOf", { index: index + 1, count })}</figcaption>
        )}
      </figure>
      {count > 1 && (
        <>
          <button type="button" className="icon-button lightbox__nav lightbox__nav--prev" onClick={previous}>
            <ChevronLeft className="flip-rtl" aria-hidden="true" size={28} />
            <span className="sr-only">{t("product.previousImage")}</span>
          </button>
          <button type="button" className="icon-button lightbox__nav lightbox__nav--next" onClick={next}>
            <ChevronRight className="flip-rtl" aria-hidden="true" size={28} />
            <span className="sr-only">{t("product.nextImage")}</span>
          </button>
        </>
      )}
    </dialog>
  );
}
