import Camera from "lucide-react/icons/camera";
import ImagePlus from "lucide-react/icons/image-plus";
import X from "lucide-react/icons/x";
import { type ChangeEvent, type DragEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { failureMessage } from "../account";
import type { UploadItem } from "./use-image-uploads";

interface DropZoneProps {
  disabled: boolean;
  /** The product holds the most pictures it can. */
  full: boolean;
  items: UploadItem[];
  onFiles(files: File[]): void;
  onDrop(event: DragEvent<HTMLElement>): void;
  onDismiss(key: number): void;
}

/**
 * Where pictures come in: dropped on the zone, chosen with "Add pictures" (several at once), or taken with the
 * phone's back camera; below, each file's progress or the reason it was refused.
 */
export function ImageDropZone({ disabled, full, items, onFiles, onDrop, onDismiss }: DropZoneProps) {
  const { t, i18n } = useTranslation();
  const [over, setOver] = useState(false);
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so that choosing the same file again (after a failure) is a change too.
    event.target.value = "";
    if (files.length) onFiles(files);
  };
  const dragOver = (event: DragEvent<HTMLElement>) => {
    if (!event.dataTransfer.types.includes("Files")) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? "none" : "copy";
    setOver(true);
  };
  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onDrop(event);
  };

  return (
    <div className="image-drop">
      <section
        className={`image-drop__zone${over ? " is-over" : ""}`}
        aria-label={t("admin.images.dropZone")}
        onDragEnter={dragOver}
        onDragOver={dragOver}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <p className="image-drop__text">{full ? t("admin.images.full") : t("admin.images.dropHere")}</p>
        <div className="image-drop__buttons">
          <label className={`button button--primary image-drop__pick${disabled ? " is-disabled" : ""}`}>
            <ImagePlus aria-hidden="true" size={18} />
            <span>{t("admin.images.add")}</span>
            <input type="file" accept="image/*" multiple className="sr-only" disabled={disabled} onChange={chosen} />
          </label>
          <label className={`button button--outline image-drop__pick${disabled ? " is-disabled" : ""}`}>
            <Camera aria-hidden="true" size={18} />
            <span>{t("admin.images.takePhoto")}</span>
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              disabled={disabled}
              onChange={chosen}
            />
          </label>
        </div>
        <p className="field__hint">{t("admin.images.rules")}</p>
      </section>
      {items.length > 0 && (
        <ul className="image-drop__uploads" aria-label={t("admin.images.uploads")} aria-live="polite">
          {items.map((item) => (
            <li key={item.key} className={`image-upload is-${item.state}`}>
              <bdi className="image-upload__name">{item.name}</bdi>
              {item.state === "uploading" ? (
                <progress max={1} value={item.progress} aria-label={t("admin.images.uploading", { name: item.name })} />
              ) : (
                <span className="image-upload__state">
                  {item.state === "failed"
                    ? item.problem === "other"
                      ? failureMessage(i18n, item.error)
                      : t(`admin.images.errors.${item.problem}`)
                    : t(`admin.images.states.${item.state}`)}
                </span>
              )}
              {item.state === "failed" && (
                <button type="button" className="icon-button image-upload__dismiss" onClick={() => onDismiss(item.key)}>
                  <X aria-hidden="true" size={16} />
                  <span className="sr-only">{t("admin.images.dismiss", { name: item.name })}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
