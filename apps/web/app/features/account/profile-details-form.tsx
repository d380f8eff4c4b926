import { zodResolver } from "@hookform/resolvers/zod";
import { isLanguage, type Language, languages, type User } from "@shop/shared";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { notifyInfo, notifySuccess } from "../../shell/notify/notify";
import { FormAlert } from "../../ui/form-alert";
import { TextField } from "../../ui/text-field";
import { updateProfile } from "./account-api";
import { type ProfileForm, profileFormSchema } from "./account-forms";
import { SubmitButton } from "./auth-card";
import { applyServerError, fieldErrorText } from "./form-errors";
import { formatMobile } from "./profile-image";
import { storeUser } from "./session";
import { ResendVerificationButton, VerificationBadge } from "./verification-status";

const fields = ["name", "mobile"] as const;

/** Name, mobile and e-mail language; the e-mail address is shown read-only with its verification state. */
export function ProfileDetailsForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const localeId = useId();
  const [locale, setLocale] = useState<Language>(isLanguage(user.locale) ? user.locale : "en");
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: user.name, mobile: user.mobile ? formatMobile(user.mobile) : "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const saved = await updateProfile({ name: values.name, mobile: values.mobile || null, locale });
      storeUser(saved);
      reset({ name: saved.name, mobile: saved.mobile ? formatMobile(saved.mobile) : "" });
      notifySuccess(t("profile.saved"));
    } catch (error) {
      const message = applyServerError(error, { i18n, setError, fields });
      if (message) {
        setAlert(message);
        notifyInfo(message);
      }
    }
  });

  const error = (name: (typeof fields)[number]) => fieldErrorText(i18n, name, errors[name]);
  return (
    <form className="form" method="post" noValidate onSubmit={onSubmit}>
      <FormAlert message={alert} />
      <TextField label={t("auth.fields.name")} autoComplete="name" error={error("name")} {...register("name")} />
      <div className="field field--readonly">
        <TextField label={t("auth.fields.email")} type="email" value={user.email} readOnly autoComplete="email" />
        <div className="verification">
          <VerificationBadge verified={user.emailVerified} />
          {!user.emailVerified && <ResendVerificationButton email={user.email} />}
        </div>
      </div>
      <TextField
        label={t("auth.fields.mobileOptional")}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        dir="ltr"
        placeholder="+971 5X XXX XXXX"
        error={error("mobile")}
        hint={t("auth.fields.mobileHint")}
        {...register("mobile")}
      />
      <div className="field">
        <label className="field__label" htmlFor={localeId}>
          {t("profile.locale")}
        </label>
        <select id={localeId} value={locale} onChange={(event) => setLocale(event.target.value as Language)}>
          {languages.map((lang) => (
            <option key={lang} value={lang}>
              {t(`languages.${lang}`)}
            </option>
          ))}
        </select>
      </div>
      <SubmitButton sending={isSubmitting}>{t("profile.save")}</SubmitButton>
    </form>
  );
}
