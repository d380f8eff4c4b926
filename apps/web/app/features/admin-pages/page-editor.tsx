import { type AdminInfoPage, type Language, PAGE_BODY_MAX, type PageTexts } from "@shop/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormAlert } from "../../ui/form-alert";
import { AdminShell, StaffContent } from "../admin";
import { useStaffAction } from "../admin-catalogue";
import { TextAreaField } from "../checkout";
import { EditedInfoPage } from "../content";
import { LanguageTabs } from "./language-tabs";
import { storefrontPath, titleKey } from "./page-paths";
import { publishPage, savePageDraft, unpublishPage } from "./pages-admin-api";
import type { PageAdminData } from "./pages-admin-data.server";
import "../../styles/admin-catalogue.css";
import "../../styles/guides.css";

/** The texts to start from: the working copy, else the built-in text (each language of its own). */
const startTexts = (page: AdminInfoPage, builtIn: PageTexts): PageTexts => page.draft ?? builtIn;

/** Only the languages written (an empty French or Arabic text falls back to English on the storefront). */
const payloadOf = (texts: PageTexts) => ({
  en: texts.en,
  ...(texts.fr?.trim() ? { fr: texts.fr } : {}),
  ...(texts.ar?.trim() ? { ar: texts.ar } : {}),
});

function PageEditor({ page, builtIn }: { page: AdminInfoPage; builtIn: PageTexts }) {
  const { t } = useTranslation();
  const action = useStaffAction();
  const [texts, setTexts] = useState<PageTexts>(() => startTexts(page, builtIn));
  const [lang, setLang] = useState<Language>("en");
  const baseId = useId();
  const tabId = (code: Language) => `${baseId}-tab-${code}`;
  const panelId = `${baseId}-panel`;
  const title = t(titleKey(page.slug));
  const text = texts[lang] ?? "";
  const shown = text.trim() ? { body: text, lang } : { body: texts.en, lang: "en" as const };
  const fieldError = action.fields.some((f) => f.startsWith("body")) ? t("admin.pages.checkField") : undefined;
  const values = () => ({ slug: page.slug, body: payloadOf(texts) });

  return (
    <div className="admin-catalogue page-editor">
      <h1>{t("admin.pages.editing", { title })}</h1>
      <p className="muted">
        {t(`admin.pages.state.${page.state}`)} · <bdi dir="ltr">{storefrontPath(page.slug)}</bdi>
      </p>
      <p className="muted">{t(`admin.pages.generated.${page.slug}`)}</p>
      <FormAlert message={action.failure} />
      <LanguageTabs value={lang} onChange={setLang} panelId={panelId} idOf={tabId} />
      <div className="guide-body-field__panes" id={panelId} role="tabpanel" aria-labelledby={tabId(lang)}>
        <TextAreaField
          key={lang}
          label={t("admin.pages.textIn", { language: t(`admin.catalogue.language.${lang}`) })}
          hint={t("admin.pages.hint", { length: text.length, max: PAGE_BODY_MAX })}
          error={fieldError}
          lang={lang}
          dir={lang === "ar" ? "rtl" : "ltr"}
          rows={20}
          required={lang === "en"}
          maxLength={PAGE_BODY_MAX}
          value={text}
          onChange={(event) => setTexts({ ...texts, [lang]: event.currentTarget.value })}
        />
        <section className="guide-body-field__preview" aria-label={t("admin.pages.preview")}>
          <h2 className="muted">{t("admin.pages.preview")}</h2>
          {!text.trim() && <p className="muted">{t("admin.pages.emptyPreview")}</p>}
          <EditedInfoPage slug={page.slug} body={shown.body} lang={shown.lang} preview />
        </section>
      </div>
      <div className="guide-editor__buttons" aria-busy={action.busy || undefined}>
        <button
          type="button"
          className="button button--outline"
          disabled={action.busy}
          onClick={() => void action.run(() => savePageDraft(values()), t("admin.pages.saved", { title }))}
        >
          {t("admin.pages.saveDraft")}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={action.busy}
          onClick={() => void action.run(() => publishPage(values()), t("admin.pages.published", { title }))}
        >
          {t("admin.pages.publish")}
        </button>
        {page.state === "published" && (
          <button
            type="button"
            className="button button--outline"
            disabled={action.busy}
            onClick={() => void action.run(() => unpublishPage(page.slug), t("admin.pages.unpublished", { title }))}
          >
            {t("admin.pages.unpublish")}
          </button>
        )}
        <button
          type="button"
          className="button button--outline"
          onClick={() => setTexts({ ...texts, [lang]: builtIn[lang] ?? "" })}
        >
          {t("admin.pages.restoreBuiltIn")}
        </button>
        <Link className="button button--outline" to={`${storefrontPath(page.slug)}?lang=${lang}`}>
          {t("admin.pages.view")}
        </Link>
      </div>
    </div>
  );
}

/** /admin/pages/{slug}: one page's Markdown in en, fr and ar with its live preview; save, publish, take back. */
export function AdminPageEditorPage({ data }: { data: PageAdminData }) {
  const { t } = useTranslation();
  return (
    <AdminShell crumbs={[{ label: t("admin.pages.title"), to: "/admin/pages" }, { label: t("admin.pages.editor") }]}>
      <StaffContent loaded={data.loaded} notFound={t("admin.pages.title")}>
        {({ page }) => <PageEditor page={page} builtIn={data.builtIn} />}
      </StaffContent>
    </AdminShell>
  );
}
