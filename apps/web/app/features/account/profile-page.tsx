import { canUseTwoStep, type User } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { useAccountUser } from "./account-data";
import { AccountLayout } from "./account-layout";
import { ChangeEmailForm } from "./change-email-form";
import { ChangePasswordForm } from "./change-password-form";
import { DeleteAccountSection } from "./delete-account-section";
import { LogoutEverywhere } from "./logout-everywhere";
import { ProfileDetailsForm } from "./profile-details-form";
import { ProfileImageForm } from "./profile-image-form";
import { TwoStepSection } from "./two-step-section";

/** /pages/profile (SPEC 2 "My Account"): picture, personal details, password and, for staff, two-step login. */
export function ProfilePage({ user: loaded }: { user: User }) {
  const { t } = useTranslation();
  const user = useAccountUser(loaded);
  return (
    <AccountLayout>
      <header className="page-header">
        <h1>{t("profile.title")}</h1>
        <p className="page-header__lead">{t("profile.lead")}</p>
      </header>
      <section className="account-section" aria-labelledby="profile-picture">
        <h2 id="profile-picture">{t("profile.image.title")}</h2>
        <ProfileImageForm user={user} />
      </section>
      <section className="account-section" aria-labelledby="profile-details">
        <h2 id="profile-details">{t("profile.details")}</h2>
        <ProfileDetailsForm key={user.id} user={user} />
      </section>
      <section className="account-section" aria-labelledby="profile-email">
        <h2 id="profile-email">{t("accountEmail.title")}</h2>
        <ChangeEmailForm user={user} />
      </section>
      <section className="account-section" aria-labelledby="profile-password">
        <h2 id="profile-password">{t("profile.password.title")}</h2>
        <ChangePasswordForm />
      </section>
      {canUseTwoStep(user.role) && <TwoStepSection />}
      <LogoutEverywhere />
      {user.role === "ROLE_USER" && <DeleteAccountSection />}
    </AccountLayout>
  );
}
