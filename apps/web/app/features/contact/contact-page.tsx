import { zodResolver } from "@hookform/resolvers/zod";
import { type ContactSendRequest, contactSendRequestSchema, isLanguage } from "@shop/shared";
import MailCheck from "lucide-react/icons/mail-check";
import Send from "lucide-react/icons/send";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api/api-error";
import { Breadcrumbs } from "../../ui/breadcrumbs";
import { FormAlert } from "../../ui/form-alert";
import { TextField } from "../../ui/text-field";
import { TextAreaField } from "../checkout";
import { sendContactMessage } from "./contact-api";
import {
  type ContactField,
  contactFailureKey,
  contactFieldMessageKey,
  fieldOfError,
  HONEYPOT_FIELD,
} from "./contact-form";
import { ShopDetails } from "./shop-details";

const emptyForm: ContactSendRequest = { name: "", email: "", mobile: "", orderNumber: "", subject: "", message: "" };

function Sent({ email, onAnother }: { email: string; onAnother(): void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="contact-sent" role="status" tabIndex={-1}>
      <MailCheck aria-hidden="true" size={40} />
      <h2>{t("contactPage.sent.title")}</h2>
      <p>{t("contactPage.sent.text", { email })}</p>
      <button type="button" className="button button--outline" onClick={onAnother}>
        {t("contactPage.sent.another")}
      </button>
    </div>
  );
}

/** /pages/contact (DESIGN contact): the form, checked with the server's own schema, and the shop's details. */
export function ContactPage() {
  const { t, i18n } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactSendRequest>({ resolver: zodResolver(contactSendRequestSchema), defaultValues: emptyForm });

  const message = (field: ContactField) => {
    const error = errors[field];
    return error ? t(contactFieldMessageKey(i18n, field, error.type)) : undefined;
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const locale = isLanguage(i18n.language) ? i18n.language : "en";
      await sendContactMessage({ ...values, locale });
      setSentTo(values.email);
      reset(emptyForm);
    } catch (error) {
      const item = error instanceof ApiError ? error.errorList[0] : undefined;
      const field = fieldOfError(item?.field);
      if (item?.errorCode === "VALIDATION_FAILED" && field) {
        setError(field, { type: "server", message: t(contactFieldMessageKey(i18n, field, undefined)) });
      }
      setFailure(t(contactFailureKey(error)));
    }
  });

  return (
    <div className="container page contact-page">
      <Breadcrumbs
        items={[{ label: t("breadcrumbs.home"), to: "/" }, { label: t("contactPage.title") }]}
        label={t("breadcrumbs.label")}
      />
      <h1>{t("contactPage.title")}</h1>
      <p className="page-header__lead">{t("contactPage.lead")}</p>
      <div className="contact-layout">
        <section className="contact-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t("contactPage.formTitle")}</h2>
          {sentTo ? (
            <Sent email={sentTo} onAnother={() => setSentTo(null)} />
          ) : (
            <form className="form contact-form" method="post" noValidate onSubmit={submit}>
              <div className="contact-form__pair">
                <TextField
                  label={t("contactPage.fields.name")}
                  autoComplete="name"
                  maxLength={100}
                  required
                  error={message("name")}
                  {...register("name")}
                />
                <TextField
                  label={t("contactPage.fields.email")}
                  type="email"
                  autoComplete="email"
                  dir="ltr"
                  maxLength={254}
                  required
                  error={message("email")}
                  {...register("email")}
                />
              </div>
              <div className="contact-form__pair">
                <TextField
                  label={t("contactPage.fields.mobile")}
                  hint={t("contactPage.hints.mobile")}
                  type="tel"
                  autoComplete="tel"
                  dir="ltr"
                  maxLength={20}
                  error={message("mobile")}
                  {...register("mobile")}
                />
                <TextField
                  label={t("contactPage.fields.orderNumber")}
                  hint={t("contactPage.hints.orderNumber")}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  dir="ltr"
                  maxLength={40}
                  error={message("orderNumber")}
                  {...register("orderNumber")}
                />
              </div>
              <TextField
                label={t("contactPage.fields.subject")}
                maxLength={150}
                required
                error={message("subject")}
                {...register("subject")}
              />
              <TextAreaField
                label={t("contactPage.fields.message")}
                hint={t("contactPage.hints.message")}
                rows={7}
                maxLength={4000}
                required
                error={message("message")}
                {...register("message")}
              />
              {/* The honeypot: off screen, out of the tab order and hidden from assistive tech. */}
              <div className="contact-form__trap" aria-hidden="true">
                <label>
                  Website
                  <input type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
                </label>
              </div>
              <FormAlert message={failure} />
              <button type="submit" className="button button--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
                <Send aria-hidden="true" size={18} />
                {isSubmitting ? t("contactPage.sending") : t("contactPage.send")}
              </button>
            </form>
          )}
        </section>
        <ShopDetails />
      </div>
    </div>
  );
}
