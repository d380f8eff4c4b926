import type { AdminCampaign, Language } from "@shop/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useRevalidator } from "react-router";
import { apiPost } from "../../lib/api/api-client";
import { ApiError } from "../../lib/api/api-error";
import { ConfirmStep } from "../../ui/confirm-step";
import { FormAlert } from "../../ui/form-alert";
import { TextField } from "../../ui/text-field";
import { useHydrated } from "../../ui/use-hydrated";
import { TextAreaField } from "../checkout";

const CAMPAIGNS = "/api/v1/admin/newsletter/campaigns";
/** The API's bounds (CAMPAIGN_SUBJECT_MAX, CAMPAIGN_BODY_MAX of @shop/shared, kept out of the zod-free bundle). */
const SUBJECT_MAX = 200;
const BODY_MAX = 10_000;
const languages: Language[] = ["en", "fr", "ar"];
type Texts = Record<Language, string>;
const textsOf = (value?: Partial<Texts>): Texts => ({ en: value?.en ?? "", fr: value?.fr ?? "", ar: value?.ar ?? "" });

/** Subject and Markdown body per language; save, send a test to oneself, then send to every subscriber. */
export function CampaignEditor({ campaign }: { campaign: AdminCampaign | null }) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [subject, setSubject] = useState(textsOf(campaign?.subject));
  const [body, setBody] = useState(textsOf(campaign?.body));
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const sent = campaign?.status === "sent";
  const dirty =
    !campaign ||
    languages.some((l) => subject[l] !== (campaign.subject[l] ?? "") || body[l] !== (campaign.body[l] ?? ""));

  async function run(action: () => Promise<string>) {
    setBusy(true);
    setFailure(null);
    setDone(null);
    try {
      setDone(await action());
      await revalidator.revalidate();
    } catch (error) {
      const code = error instanceof ApiError ? error.errorList[0]?.errorCode : undefined;
      const key = `admin.newsletter.campaigns.errors.${code}`;
      setFailure(code && i18n.exists(key) ? t(key) : t("admin.newsletter.campaigns.errors.generic"));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  const save = () =>
    run(async () => {
      const answer = await apiPost<{ campaign: AdminCampaign }>(`${CAMPAIGNS}/save`, {
        ...(campaign ? { id: campaign.id } : {}),
        subject,
        body,
      });
      if (!campaign) await navigate(`/admin/newsletter/campaigns?id=${answer.campaign.id}`, { replace: true });
      return t("admin.newsletter.campaigns.saved");
    });
  const test = () =>
    run(async () => {
      const answer = await apiPost<{ sentTo: string }>(`${CAMPAIGNS}/test`, { id: campaign?.id });
      return t("admin.newsletter.campaigns.tested", { email: answer.sentTo });
    });
  const send = () =>
    run(async () => {
      const answer = await apiPost<{ recipients: number; perMinute: number; minutes: number }>(`${CAMPAIGNS}/send`, {
        id: campaign?.id,
      });
      return t("admin.newsletter.campaigns.sent", answer);
    });

  return (
    <form
      className="admin-form campaign-editor"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className="field__hint">{t("admin.newsletter.campaigns.markdownHint")}</p>
      {languages.map((lang) => (
        <fieldset key={lang} className="campaign-editor__language">
          {/* The labels read in the page's language; each text field in the language it holds. */}
          <legend>{t(`languages.${lang}`)}</legend>
          <TextField
            label={t("admin.newsletter.campaigns.subject")}
            value={subject[lang]}
            required={lang === "en"}
            maxLength={SUBJECT_MAX}
            lang={lang}
            dir={lang === "ar" ? "rtl" : "ltr"}
            disabled={sent}
            onChange={(event) => setSubject({ ...subject, [lang]: event.target.value })}
          />
          <TextAreaField
            label={t("admin.newsletter.campaigns.body")}
            value={body[lang]}
            required={lang === "en"}
            rows={6}
            maxLength={BODY_MAX}
            lang={lang}
            dir={lang === "ar" ? "rtl" : "ltr"}
            disabled={sent}
            onChange={(event) => setBody({ ...body, [lang]: event.target.value })}
          />
        </fieldset>
      ))}
      <div role="status" className="campaign-editor__done">
        {done && <p>{done}</p>}
      </div>
      <FormAlert message={failure} />
      {confirming && campaign ? (
        <ConfirmStep
          id="campaign-send-question"
          className="confirm-step"
          title={t("admin.newsletter.campaigns.confirmTitle")}
          text={t("admin.newsletter.campaigns.confirmText")}
          yes={t("admin.newsletter.campaigns.sendAll")}
          no={t("admin.newsletter.campaigns.cancel")}
          busy={busy}
          onYes={send}
          onNo={() => setConfirming(false)}
        />
      ) : (
        !sent && (
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={!hydrated || busy || !dirty}>
              {t("admin.newsletter.campaigns.save")}
            </button>
            <button
              type="button"
              className="button button--outline"
              disabled={!hydrated || busy || !campaign || dirty}
              onClick={test}
            >
              {t("admin.newsletter.campaigns.test")}
            </button>
            <button
              type="button"
              className="button button--accent"
              disabled={!hydrated || busy || dirty || campaign?.status !== "tested"}
              onClick={() => setConfirming(true)}
            >
              {t("admin.newsletter.campaigns.sendAll")}
            </button>
          </div>
        )
      )}
    </form>
  );
}
