import type { AdminImage, AdminImagesResponse } from "@shop/shared";
import { MAX_PRODUCT_IMAGES } from "@shop/shared";
import { type DragEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../ui/form-alert";
import { useFocusLater } from "../../ui/use-focus-later";
import { failureMessage } from "../account";
import { deleteImage, listImages, updateImage } from "./image-api";
import { ImageDropZone } from "./image-drop-zone";
import { type ImageAction, type ImageChange, ProductImageCard } from "./product-image-card";
import { useCardDrag } from "./use-card-drag";
import { useImageUploads } from "./use-image-uploads";
import "../../styles/admin-images.css";

/** The new place of a picture for an action on the one at `index`. */
const targetOf = (action: ImageAction, index: number) =>
  action === "main" ? 0 : action === "earlier" ? index - 1 : index + 1;

/**
 * The product's pictures (issue 13): upload by drop, file choice or the phone's camera, one after another;
 * then order (position 0 is the main picture), alt texts per language, pot colour, deletion. Every change is
 * saved at once through the images API; a new product has none until it is saved.
 */
export function ProductImages({ productId, potColours }: { productId: number | null; potColours: string[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (productId === null) {
    return (
      <section className="admin-fieldset product-images" aria-labelledby={titleId}>
        <h2 id={titleId} className="admin-fieldset__legend">
          {t("admin.images.title")}
        </h2>
        <p className="product-images__note">{t("admin.images.saveFirst")}</p>
      </section>
    );
  }
  return <SavedProductImages productId={productId} potColours={potColours} titleId={titleId} />;
}

function SavedProductImages({
  productId,
  potColours,
  titleId,
}: {
  productId: number;
  potColours: string[];
  titleId: string;
}) {
  const { t, i18n } = useTranslation();
  const [images, setImages] = useState<AdminImage[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const grid = useRef<HTMLOListElement>(null);
  const focusLater = useFocusLater();
  const uploads = useImageUploads(productId, setImages);

  const load = useCallback(() => {
    setLoadFailed(false);
    listImages(productId)
      .then((answer) => setImages(answer.images))
      .catch((error: unknown) => {
        setLoadFailed(true);
        setAlert(failureMessage(i18n, error));
      });
  }, [productId, i18n]);
  useEffect(load, [load]);

  /**
   * The server's answer is the new list. Moves and deletions go one at a time (`lock`); a text saved on blur
   * does not hold up the button that took the focus.
   */
  const change = async (call: () => Promise<AdminImagesResponse>, done: string, lock = true): Promise<boolean> => {
    if (lock) setBusy(true);
    setAlert(null);
    try {
      const answer = await call();
      setImages(answer.images);
      setStatus(done);
      return true;
    } catch (error) {
      setAlert(failureMessage(i18n, error));
      return false;
    } finally {
      if (lock) setBusy(false);
    }
  };

  /** Moves a picture to `position`; `action` (a button) keeps the keyboard on the picture it moved. */
  const move = async (image: AdminImage, position: number, action?: ImageAction) => {
    const count = images?.length ?? 0;
    const message = position === 0 ? t("admin.images.nowMain") : t("admin.images.moved", { n: position + 1, count });
    if (!(await change(() => updateImage({ productId, imageId: image.id, position }), message)) || !action) return;
    // The same button, or the other one at either end.
    focusLater(() => {
      const card = grid.current?.querySelector(`[data-image-id="${image.id}"]`);
      const wanted = action === "later" && position < count - 1 ? "later" : position > 0 ? "earlier" : "later";
      return card?.querySelector<HTMLButtonElement>(`[data-action="${wanted}"]`);
    });
  };
  const drag = useCardDrag((imageId, onto) => {
    const image = images?.find((i) => i.id === imageId);
    const position = images?.findIndex((i) => i.id === onto) ?? -1;
    if (image && position >= 0) void move(image, position);
  }, busy);

  const onDrop = (event: DragEvent<HTMLElement>) => uploads.add(Array.from(event.dataTransfer.files));
  const full = (images?.length ?? 0) >= MAX_PRODUCT_IMAGES;

  return (
    <section
      className="admin-fieldset admin-form product-images"
      aria-labelledby={titleId}
      aria-busy={images === null || undefined}
    >
      <h2 id={titleId} className="admin-fieldset__legend">
        {t("admin.images.title")}
      </h2>
      <FormAlert message={alert}>
        {loadFailed && (
          <button type="button" className="button button--outline button--small" onClick={load}>
            {t("admin.images.retry")}
          </button>
        )}
      </FormAlert>
      <p className="sr-only" role="status">
        {status}
      </p>
      <ImageDropZone
        disabled={images === null || full}
        full={full}
        items={uploads.items}
        onFiles={uploads.add}
        onDrop={onDrop}
        onDismiss={uploads.dismiss}
      />
      {images === null ? (
        !loadFailed && <p className="product-images__note">{t("admin.images.loading")}</p>
      ) : images.length === 0 ? (
        <p className="product-images__note">{t("admin.images.empty")}</p>
      ) : (
        <ol ref={grid} className="product-images__grid" {...drag.handlers}>
          {images.map((image, index) => (
            <ProductImageCard
              key={image.id}
              image={image}
              index={index}
              count={images.length}
              potColours={potColours}
              busy={busy}
              onAction={(action) => void move(image, targetOf(action, index), action)}
              dragOver={drag.over === image.id}
              onChange={(update: ImageChange) =>
                void change(
                  () => updateImage({ productId, imageId: image.id, ...update }),
                  t("admin.images.saved"),
                  false,
                )
              }
              onDelete={() => change(() => deleteImage(productId, image.id), t("admin.images.deleted"))}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
