import type { OwnReview } from "@shop/shared";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { loginPathFor, useLoggedIn } from "../account";
import { myReview } from "./reviews-api";

// The form (react-hook-form, zod) shows only to a shopper who may write, after a call: not in the page's first load.
const ReviewForm = lazy(() => import("./review-form").then((module) => ({ default: module.ReviewForm })));
const ReviewPhotoEditor = lazy(() =>
  import("./review-photo-editor").then((module) => ({ default: module.ReviewPhotoEditor })),
);

type Mine = { state: "loading" } | { state: "failed" } | { state: "ok"; eligible: boolean; review: OwnReview | null };

/**
 * Who may write: a visitor is asked to log in, a shopper who has not received the product is told why not, one
 * who has gets the form (with their review to edit, and where it stands).
 */
export function ReviewWriter({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const location = useLocation();
  const [mine, setMine] = useState<Mine>({ state: "loading" });

  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    setMine({ state: "loading" });
    myReview(productId)
      .then((found) => live && setMine({ state: "ok", ...found }))
      .catch(() => live && setMine({ state: "failed" }));
    return () => {
      live = false;
    };
  }, [loggedIn, productId]);

  if (!loggedIn) {
    return (
      <p className="review-writer__note">
        <Link to={loginPathFor(`${location.pathname}${location.search}`)}>{t("reviews.logIn")}</Link>
      </p>
    );
  }
  if (mine.state === "loading") return null;
  if (mine.state === "failed") return <p className="review-writer__note">{t("reviews.errors.generic")}</p>;
  if (!mine.eligible) return <p className="review-writer__note">{t("reviews.errors.NOT_ELIGIBLE")}</p>;
  return (
    <Suspense fallback={null}>
      <div className="review-writer">
        {mine.review && (
          <p className="review-writer__status" role="status">
            {t(`reviews.own.${mine.review.status}`)}
          </p>
        )}
        <ReviewForm
          key={mine.review?.updatedAt ?? "new"}
          productId={productId}
          existing={mine.review}
          onSaved={(review) => setMine({ state: "ok", eligible: true, review })}
        />
        {mine.review && (
          <ReviewPhotoEditor
            review={mine.review}
            onChange={(review) => setMine({ state: "ok", eligible: true, review })}
          />
        )}
      </div>
    </Suspense>
  );
}
