import { type AdminGuide, type AdminGuideValuesInput, GUIDE_SUMMARY_MAX, GUIDE_TITLE_MAX } from "@shop/shared";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Translated, TranslatedFields, translatedPayload, type useStaffAction } from "../admin-catalogue";
import { GuideBodyField } from "./guide-body-field";
import { createGuide, updateGuide, uploadGuideCover } from "./guides-admin-api";

type Action = ReturnType<typeof useStaffAction>;

const blank = (): Translated => ({ en: "" });

/** The guide's cover picture (shown on the list and the guide): the current one and a file field to replace it. */
function CoverField({ guide, action }: { guide: AdminGuide; action: Action }) {
  const { t } = useTranslation();
  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    if (file) void action.run(() => uploadGuideCover(guide.id, file), t("admin.guides.coverUploaded"));
  };
  return (
    <div className="guide-cover-field">
      {guide.cover ? (
        <img src={guide.cover.src} srcSet={guide.cover.srcset} sizes="12rem" alt="" />
      ) : (
        <p className="muted">{t("admin.guides.noCover")}</p>
      )}
      <label className="button button--outline">
        {t("admin.guides.cover")}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="sr-only"
          disabled={action.busy}
          onChange={upload}
        />
      </label>
    </div>
  );
}

/** The form of one guide (or a new one): title and summary in three languages, the Markdown body with its preview. */
export function GuideEditor({
  guide,
  action,
  onSaved,
  onCancel,
}: {
  guide: AdminGuide | null;
  action: Action;
  onSaved(guide: AdminGuide): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState<Translated>(guide?.title ?? blank());
  const [summary, setSummary] = useState<Translated>(guide?.summary ?? blank());
  const [body, setBody] = useState<Translated>(guide?.body ?? blank());
  const fieldError = (prefix: string) =>
    action.fields.some((f) => f.startsWith(prefix)) ? t("admin.guides.checkField") : undefined;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values: AdminGuideValuesInput = {
      title: translatedPayload(title),
      summary: translatedPayload(summary),
      body: translatedPayload(body),
    };
    let saved: AdminGuide | null = null;
    const call = async () => {
      saved = (guide ? await updateGuide(guide.id, values) : await createGuide(values)).guide;
    };
    if ((await action.run(call, t("admin.guides.saved", { title: values.title.en }))) && saved) onSaved(saved);
  }

  return (
    <form className="admin-panel guide-editor" onSubmit={save} aria-busy={action.busy || undefined}>
      <h2>{guide ? t("admin.guides.editing", { title: guide.title.en }) : t("admin.guides.new")}</h2>
      {guide && (
        <p className="muted">
          {t("admin.guides.address")} <bdi dir="ltr">/pages/guides/{guide.slug}</bdi>
        </p>
      )}
      {guide && <CoverField guide={guide} action={action} />}
      <TranslatedFields
        legend={t("admin.guides.titleField")}
        value={title}
        onChange={setTitle}
        maxLength={GUIDE_TITLE_MAX}
        error={fieldError("title")}
      />
      <TranslatedFields
        legend={t("admin.guides.summary")}
        value={summary}
        onChange={setSummary}
        maxLength={GUIDE_SUMMARY_MAX}
        error={fieldError("summary")}
      />
      <GuideBodyField value={body} onChange={setBody} />
      <div className="guide-editor__buttons">
        <button type="submit" className="button button--primary" disabled={action.busy}>
          {t("admin.guides.save")}
        </button>
        <button type="button" className="button button--outline" onClick={onCancel}>
          {t("admin.guides.close")}
        </button>
      </div>
    </form>
  );
}
