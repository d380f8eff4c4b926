import type { AdminImage, AdminImageUpdateRequest } from "@shop/shared";
import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import Star from "lucide-react/icons/star";
import Trash2 from "lucide-react/icons/trash-2";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmStep } from "../../ui/confirm-step";
import { TextField } from "../../ui/text-field";
import { useFocusLater } from "../../ui/use-focus-later";
import { colourName } from "../catalogue";
import { SelectField } from "../checkout";
import { textLanguages } from "./product-form";

export type ImageChange = Omit<AdminImageUpdateRequest, "productId" | "imageId">;
export type ImageAction = "main" | "earlier" | "later";

interface ImageCardProps {
  image: AdminImage;
  index: number;
  count: number;
  /** The pot colours of the product's SKUs, for "this picture shows the ... pot". */
  potColours: string[];
  /** Another change is under way: actions wait (they stay focusable, so the keyboard does not lose its place). */
  busy: boolean;
  /** A picture dragged with the mouse would take this one's place. */
  dragOver?: boolean;
  onAction(action: ImageAction): void;
  onChange(change: ImageChange): void;
  onDelete(): Promise<boolean>;
}

/** One picture of the product: its place, main picture, alt texts per language, pot colour and deletion. */
export function ProductImageCard({
  image,
  dragOver = false,
  index,
  count,
  potColours,
  busy,
  onAction,
  onChange,
  onDelete,
}: ImageCardProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [alt, setAlt] = useState(() => ({ en: "", fr: "", ar: "", ...image.alt }));
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusLater();
  const n = index + 1;
  const lang = i18n.language as keyof AdminImage["alt"];
  const label = image.alt[lang] || image.alt.en || t("admin.images.pictureN", { n });
  const colours =
    image.potColour && !potColours.includes(image.potColour) ? [...potColours, image.potColour] : potColours;

  const act = (action: ImageAction, allowed: boolean) => () => {
    if (allowed && !busy) onAction(action);
  };
  const saveAlt = (language: (typeof textLanguages)[number]) => {
    const value = alt[language].trim();
    if (value !== (image.alt[language] ?? "")) onChange({ alt: { [language]: value } });
  };
  const remove = async () => {
    setDeleting(true);
    const done = await onDelete();
    // On success the card is gone; on failure the question stays for another try.
    if (!done) setDeleting(false);
  };

  return (
    <li
      className={`image-card${dragOver ? " is-drag-over" : ""}`}
      data-image-id={image.id}
      aria-labelledby={`${id}-title`}
    >
      <div
        className="image-card__picture"
        draggable={!busy}
        style={{ backgroundColor: image.placeholder ?? undefined }}
      >
        <img
          src={image.src}
          srcSet={image.srcset}
          sizes="(max-width: 600px) 90vw, 260px"
          width={image.width}
          height={image.height}
          alt={label}
          loading="lazy"
          decoding="async"
        />
        {index === 0 && <span className="image-card__badge">{t("admin.images.main")}</span>}
      </div>
      <p id={`${id}-title`} className="image-card__title">
        {t("admin.images.position", { n, count })}
      </p>
      <div className="image-card__order">
        {index > 0 && (
          <button
            type="button"
            className="button button--outline button--small"
            aria-disabled={busy || undefined}
            onClick={act("main", true)}
          >
            <Star aria-hidden="true" size={16} />
            {t("admin.images.setMain")}
          </button>
        )}
        <button
          type="button"
          className="button button--outline button--small image-card__move"
          data-action="earlier"
          title={t("admin.images.earlier")}
          aria-disabled={busy || index === 0 || undefined}
          onClick={act("earlier", index > 0)}
        >
          <ArrowLeft aria-hidden="true" size={18} className="flip-rtl" />
          <span className="sr-only">{t("admin.images.earlier")}</span>
        </button>
        <button
          type="button"
          className="button button--outline button--small image-card__move"
          data-action="later"
          title={t("admin.images.later")}
          aria-disabled={busy || index === count - 1 || undefined}
          onClick={act("later", index < count - 1)}
        >
          <ArrowRight aria-hidden="true" size={18} className="flip-rtl" />
          <span className="sr-only">{t("admin.images.later")}</span>
        </button>
      </div>
      <fieldset className="image-card__alt">
        <legend>{t("admin.images.altTexts")}</legend>
        {textLanguages.map((language) => (
          <TextField
            key={language}
            label={t("admin.images.altIn", { language: t(`admin.products.languages.${language}`) })}
            lang={language}
            dir={language === "ar" ? "rtl" : "ltr"}
            maxLength={300}
            value={alt[language]}
            onChange={(event) => setAlt((all) => ({ ...all, [language]: event.target.value }))}
            onBlur={() => saveAlt(language)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                saveAlt(language);
              }
            }}
          />
        ))}
        <p className="field__hint">{t("admin.images.altHint")}</p>
      </fieldset>
      <SelectField
        label={t("admin.images.potColour")}
        value={image.potColour ?? ""}
        onChange={(event) => onChange({ potColour: event.target.value || null })}
      >
        <option value="">{t("admin.images.anyColour")}</option>
        {colours.map((colour) => (
          <option key={colour} value={colour}>
            {colourName(t, colour)}
          </option>
        ))}
      </SelectField>
      {confirming ? (
        <ConfirmStep
          id={`${id}-confirm`}
          className="image-card__confirm"
          title={t("admin.images.deleteTitle", { n })}
          text={t("admin.images.deleteText")}
          yes={t("admin.images.deleteYes")}
          no={t("admin.images.deleteNo")}
          busy={deleting}
          onYes={() => void remove()}
          onNo={() => {
            setConfirming(false);
            focusLater(() => deleteButton.current);
          }}
          small
        />
      ) : (
        <button
          ref={deleteButton}
          type="button"
          className="button button--outline button--small image-card__delete"
          aria-disabled={busy || undefined}
          onClick={() => !busy && setConfirming(true)}
        >
          <Trash2 aria-hidden="true" size={16} />
          {t("admin.images.delete")}
        </button>
      )}
    </li>
  );
}
