import type { OwnReview } from "@shop/shared";
import { MAX_REVIEW_PHOTOS } from "@shop/shared/core";
import { type ChangeEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, errorMessages } from "../../lib/api/api-error";
import { FormAlert } from "../../ui/form-alert";
import { ReviewPhotoStrip } from "./review-photos";
import { addReviewPhoto, removeReviewPhoto } from "./reviews-api";

/** Up to 3 photos on the shopper's saved review: add one at a time, remove any. */
export function ReviewPhotoEditor({ review, onChange }: { review: OwnReview; onChange: (review: OwnReview) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(call: () => Promise<{ review: OwnReview }>) {
    setBusy(true);
    setFailure(null);
    try {
      onChange((await call()).review);
    } catch (error) {
      setFailure(
        error instanceof ApiError
          ? errorMessages(error.errorList).join(" ") || t("reviews.errors.generic")
          : t("reviews.errors.network"),
      );
    } finally {
      setBusy(false);
    }
  }

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) void run(() => addReviewPhoto(review.reviewId, file));
  }

  return (
    <div className="review-photo-editor">
      <p className="field__label">{t("reviews.photos.title", { max: MAX_REVIEW_PHOTOS })}</p>
      <FormAlert message={failure} />
      <ReviewPhotoStrip photos={review.photos} />
      {review.photos.length > 0 && (
        <ul className="review-photo-editor__remove">
          {review.photos.map((photo, index) => (
            <li key={photo.photoId}>
              <button
                type="button"
                className="button button--outline button--small"
                disabled={busy}
                onClick={() => void run(() => removeReviewPhoto(photo.photoId))}
              >
                {t("reviews.photos.remove", { n: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {review.photos.length < MAX_REVIEW_PHOTOS && (
        <div className="field">
          <label htmlFor={inputId} className="button button--outline review-photo-editor__add">
            {t("reviews.photos.add")}
          </label>
          <input
            id={inputId}
            type="file"
            className="sr-only"
            accept="image/jpeg,image/png,image/webp,image/avif"
            disabled={busy}
            onChange={chosen}
          />
          <p className="field__hint">{t("reviews.photos.hint")}</p>
        </div>
      )}
    </div>
  );
}
