import {
  type OwnReview,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  reviewAddRequestSchema,
} from "@shop/shared";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, errorMessages } from "../../lib/api/api-error";
import { notifySuccess } from "../../shell/notify/notify";
import { FormAlert } from "../../ui/form-alert";
import { StarRating } from "../../ui/star-rating";
import { TextField } from "../../ui/text-field";
import { saveReview } from "./reviews-api";

type Problems = Partial<Record<"rating" | "title" | "text", string>>;

/** The field rules of the shared schema, as translated messages. */
function problemsOf(values: { rating: number; title: string; text: string }, productId: number): Problems {
  const parsed = reviewAddRequestSchema.safeParse({ productId, ...values });
  if (parsed.success) return {};
  const problems: Problems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === "rating") problems.rating = "reviews.errors.rating";
    if (field === "title") problems.title = values.title.trim() ? "reviews.errors.titleLong" : "reviews.errors.title";
    if (field === "text") problems.text = "reviews.errors.text";
  }
  return problems;
}

/** The message of a failed save: the catalogue's own words for known codes, else the server's plain text. */
function failureText(error: unknown, t: (key: string) => string): string {
  if (!(error instanceof ApiError) || error.status === 0) return t("reviews.errors.network");
  const code = error.errorList[0]?.errorCode;
  if (code === "NOT_ELIGIBLE" || code === "RATE_LIMITED" || code === "UNAUTHORIZED") return t(`reviews.errors.${code}`);
  return errorMessages(error.errorList).join(" ") || t("reviews.errors.generic");
}

/** Write or edit the shopper's review: 1-5 stars (SPEC 9 rating input), a title and the text. */
export function ReviewForm({
  productId,
  existing,
  onSaved,
}: {
  productId: number;
  existing: OwnReview | null;
  onSaved: (review: OwnReview) => void;
}) {
  const { t } = useTranslation();
  const textId = useId();
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [title, setTitle] = useState(existing?.title ?? "");
  const [text, setText] = useState(existing?.text ?? "");
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { rating, title: title.trim(), text: text.trim() };
    const found = problemsOf(values, productId);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { review } = await saveReview({ productId, ...values });
      notifySuccess(t("reviews.saved"));
      onSaved(review);
    } catch (error) {
      setFailure(failureText(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="review-form" onSubmit={submit} noValidate>
      <FormAlert message={failure} />
      <div className={`field${problems.rating ? " field--invalid" : ""}`}>
        <span className="field__label" aria-hidden="true">
          {t("reviews.yourRating")}
        </span>
        <StarRating
          value={rating}
          onChange={setRating}
          size={28}
          label={t("reviews.yourRating")}
          valueText={(value, max) => t("product.ratingValue", { value, max })}
          starLabel={(stars) => t("reviews.stars", { count: stars })}
        />
        {problems.rating && <p className="field__error">{t(problems.rating)}</p>}
      </div>
      <TextField
        label={t("reviews.titleLabel")}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={REVIEW_TITLE_MAX}
        error={problems.title ? t(problems.title) : undefined}
        autoComplete="off"
        dir="auto"
      />
      <div className={`field${problems.text ? " field--invalid" : ""}`}>
        <label className="field__label" htmlFor={textId}>
          {t("reviews.textLabel")}
        </label>
        <textarea
          id={textId}
          className="field__input review-form__text"
          rows={6}
          dir="auto"
          value={text}
          maxLength={REVIEW_TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problems.text ? true : undefined}
          aria-describedby={`${textId}-hint`}
        />
        <p id={`${textId}-hint`} className="field__hint">
          {t("reviews.textHint", { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })}
        </p>
        {problems.text && <p className="field__error">{t(problems.text)}</p>}
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {existing ? t("reviews.update") : t("reviews.submit")}
      </button>
    </form>
  );
}
