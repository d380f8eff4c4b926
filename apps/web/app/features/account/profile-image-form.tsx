import type { User } from "@shop/shared";
import Camera from "lucide-react/icons/camera";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyInfo, notifySuccess } from "../../shell/notify/notify";
import { FormAlert } from "../../ui/form-alert";
import { uploadProfileImage } from "./account-api";
import { failureMessage } from "./form-errors";
import { imageProblem, initialsOf, PROFILE_IMAGE_TYPES, readAsDataUrl } from "./profile-image";
import { storeUser } from "./session";

/** Choose a picture, check it here (type, 2 MB), preview it, then upload it. */
export function ProfileImageForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setAlert(null);
    setPreview(null);
    if (!file) return setProblem(null);
    const why = imageProblem(file);
    if (why) return setProblem(t(`profile.image.${why}`));
    setProblem(null);
    try {
      setPreview(await readAsDataUrl(file));
    } catch {
      setProblem(t("profile.image.unreadable"));
    }
  };

  const clear = () => {
    setPreview(null);
    if (input.current) input.current.value = "";
  };

  const upload = async () => {
    if (!preview) return;
    setSending(true);
    setAlert(null);
    try {
      storeUser(await uploadProfileImage(preview));
      clear();
      notifySuccess(t("profile.image.saved"));
    } catch (error) {
      const message = failureMessage(i18n, error);
      setAlert(message);
      notifyInfo(message);
    } finally {
      setSending(false);
    }
  };

  const shown = preview ?? user.profileImage;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className="profile-image">
      <div className="avatar avatar--large">
        {shown ? (
          <img src={shown} alt={preview ? t("profile.image.preview") : t("profile.image.current")} />
        ) : (
          <span aria-hidden="true">{initialsOf(user.name)}</span>
        )}
      </div>
      <div className="profile-image__controls">
        <FormAlert message={alert} />
        <div className={`field file-picker${problem ? " field--invalid" : ""}`}>
          <input
            ref={input}
            id={inputId}
            className="file-picker__input"
            type="file"
            accept={PROFILE_IMAGE_TYPES.join(",")}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => void choose(event)}
          />
          <label className="button button--outline file-picker__button" htmlFor={inputId}>
            <Camera aria-hidden="true" size={18} /> {t("profile.image.choose")}
          </label>
          {problem && (
            <p id={errorId} className="field__error" role="alert">
              {problem}
            </p>
          )}
          <p id={hintId} className="field__hint">
            {t("profile.image.hint")}
          </p>
        </div>
        {preview && (
          <div className="form__actions">
            <button type="button" className="button button--primary" disabled={sending} onClick={() => void upload()}>
              {sending ? t("auth.sending") : t("profile.image.upload")}
            </button>
            <button type="button" className="button button--outline" disabled={sending} onClick={clear}>
              {t("profile.image.cancel")}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
