import { isLanguage, languages, type StaffRole, staffInviteRequestSchema } from "@shop/shared";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../ui/form-alert";
import { TextField } from "../../ui/text-field";
import { errorCodeOf, failureMessage } from "../account";
import { SelectField } from "../checkout";
import { inviteStaff } from "./staff-api";

type Field = "name" | "email" | "role";
type Errors = Partial<Record<Field, string>>;

/** Invite a colleague: name, e-mail address, one of the roles the viewer may give, the e-mail's language. */
export function StaffInviteForm({ grantable, onInvited }: { grantable: StaffRole[]; onInvited(email: string): void }) {
  const { t, i18n } = useTranslation();
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const uiLanguage = isLanguage(i18n.language) ? i18n.language : "en";

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = staffInviteRequestSchema.safeParse({
      name: data.get("name"),
      email: data.get("email"),
      role: data.get("role"),
      locale: data.get("locale"),
    });
    setAlert(null);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= t(`admin.staff.errors.${field}`);
      }
      setErrors(found);
      const first = (["name", "email", "role"] as const).find((field) => found[field]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await inviteStaff(parsed.data);
      form.reset();
      onInvited(parsed.data.email);
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === "EMAIL_TAKEN") setErrors({ email: t("admin.staff.errors.emailTaken") });
      else if (code === "FORBIDDEN") setErrors({ role: t("admin.staff.errors.roleNotYours") });
      else setAlert(failureMessage(i18n, error));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="admin-panel staff-invite" aria-labelledby="staff-invite-title">
      <h2 id="staff-invite-title">{t("admin.staff.invite.title")}</h2>
      <p className="muted">{t("admin.staff.invite.lead")}</p>
      <form className="form staff-invite__form" noValidate onSubmit={onSubmit}>
        <FormAlert message={alert} />
        <TextField label={t("admin.staff.invite.name")} name="name" autoComplete="off" error={errors.name} />
        <TextField
          label={t("admin.staff.invite.email")}
          name="email"
          type="email"
          autoComplete="off"
          dir="ltr"
          error={errors.email}
        />
        <SelectField
          label={t("admin.staff.invite.role")}
          name="role"
          error={errors.role}
          defaultValue={grantable.at(-1)}
        >
          {grantable.map((role) => (
            <option key={role} value={role}>
              {t(`admin.staff.roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t("admin.staff.invite.language")} name="locale" defaultValue={uiLanguage}>
          {languages.map((lang) => (
            <option key={lang} value={lang}>
              {t(`languages.${lang}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? t("admin.staff.invite.sending") : t("admin.staff.invite.submit")}
        </button>
      </form>
    </section>
  );
}
