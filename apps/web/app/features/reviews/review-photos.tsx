import type { ReviewPhoto } from "@shop/shared";
import { useTranslation } from "react-i18next";

/** A review's photos as small pictures, each opening the full size. */
export function ReviewPhotoStrip({ photos }: { photos: ReviewPhoto[] }) {
  const { t } = useTranslation();
  if (photos.length === 0) return null;
  return (
    <ul className="review-photos">
      {photos.map((photo, index) => (
        <li key={photo.photoId}>
          <a href={photo.src} target="_blank" rel="noopener">
            <img
              src={photo.src}
              srcSet={photo.srcset}
              sizes="96px"
              width={96}
              height={Math.round((96 * photo.height) / Math.max(1, photo.width))}
              loading="lazy"
              alt={t("reviews.photos.alt", { n: index + 1 })}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
