import type { AdminCategory } from "@shop/shared";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { mediaUrl } from "../../lib/media";
import { TextField } from "../../ui/text-field";
import { SelectField } from "../checkout";
import { moveCategory, updateCategory, uploadCategoryImage } from "./catalogue-api";
import { possibleParents } from "./category-tree";
import { type Translated, TranslatedFields, translatedPayload } from "./translated-fields";
import type { useStaffAction } from "./use-staff-action";

type Action = ReturnType<typeof useStaffAction>;

/** Rename (three languages), image, hide or show, and move under another parent. */
export function CategoryEditor({
  category,
  all,
  action,
  onDone,
}: {
  category: AdminCategory;
  all: AdminCategory[];
  action: Action;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState<Translated>(category.name);
  const [image, setImage] = useState(category.image ?? "");
  const [hidden, setHidden] = useState(category.hidden);
  const parents = possibleParents(all, category.id);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { id: category.id, name: translatedPayload(name), image: image.trim() || null, hidden };
    if (await action.run(() => updateCategory(input), t("admin.categories.saved", { name: input.name.en }))) onDone();
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    const done = t("admin.categories.imageUploaded", { name: category.name.en });
    await action.run(async () => {
      const { category: saved } = await uploadCategoryImage(category.id, file);
      setImage(saved.image ?? "");
    }, done);
  }

  async function moveUnder(value: string) {
    if (!value) return;
    const parentId = value === "top" ? null : Number(value);
    const done = t("admin.categories.moved", { name: category.name.en });
    if (await action.run(() => moveCategory({ id: category.id, parentId, position: 10_000 }), done)) onDone();
  }

  return (
    <form className="category-editor" onSubmit={save}>
      <TranslatedFields
        legend={t("admin.categories.name")}
        value={name}
        onChange={setName}
        maxLength={100}
        error={action.fields.includes("name.en") ? t("admin.catalogue.required") : undefined}
      />
      <div className="category-editor__picture">
        {image && <img src={mediaUrl(image, 320)} alt="" width={96} height={72} loading="lazy" />}
        <label className="button button--outline">
          {image ? t("admin.categories.replaceImage") : t("admin.categories.uploadImage")}
          <input
            type="file"
            className="sr-only"
            accept="image/jpeg,image/png,image/webp,image/avif"
            disabled={action.busy}
            onChange={(event) => {
              void upload(event.currentTarget.files?.[0]);
              event.currentTarget.value = "";
            }}
          />
        </label>
      </div>
      <TextField
        label={t("admin.categories.image")}
        hint={t("admin.categories.imageHint")}
        value={image}
        dir="ltr"
        maxLength={300}
        error={action.fields.includes("image") ? t("admin.categories.imageInvalid") : undefined}
        onChange={(event) => setImage(event.currentTarget.value)}
      />
      <label className="checkbox">
        <input type="checkbox" checked={hidden} onChange={(event) => setHidden(event.currentTarget.checked)} />
        {t("admin.categories.hidden")}
      </label>
      <div className="category-editor__actions">
        <button type="submit" className="button button--primary" disabled={action.busy}>
          {t("admin.catalogue.save")}
        </button>
        <button type="button" className="button button--outline" onClick={onDone}>
          {t("admin.catalogue.cancel")}
        </button>
      </div>
      <SelectField
        label={t("admin.categories.moveUnder")}
        value=""
        disabled={action.busy}
        onChange={(event) => void moveUnder(event.currentTarget.value)}
      >
        <option value="">{t("admin.categories.chooseParent")}</option>
        {category.parentId !== null && <option value="top">{t("admin.categories.topLevel")}</option>}
        {parents.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name.en}
          </option>
        ))}
      </SelectField>
    </form>
  );
}
