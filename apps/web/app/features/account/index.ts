export { isSessionRejected, memberCall } from "./account-api";
export { loadAccountUser, useAccountUser } from "./account-data";
export { AccountDeletedPage } from "./account-deleted-page";
export { AccountLayout, AccountLoading } from "./account-layout";
export { AccountMenu } from "./account-menu";
export { AuthCard } from "./auth-card";
export { EmailConfirmPage } from "./email-confirm-page";
export { ForgotPasswordPage } from "./forgot-password-page";
export { failureMessage } from "./form-errors";
export { requireSession, useSessionGuard } from "./guard";
export { GuestAccountOffer } from "./guest-account-offer";
export { LoginPage } from "./login-page";
export type { NewPasswordTarget } from "./new-password-form";
export { NewPasswordForm } from "./new-password-form";
export { formatMobile } from "./profile-image";
export { ProfilePage } from "./profile-page";
export { RegisterPage } from "./register-page";
export { loginPathFor } from "./safe-redirect";
export type { StoredUser } from "./session";
export {
  decodeClaims,
  endSession,
  isLoggedIn,
  isSessionValid,
  readSessionUser,
  SESSION_CHANGE_EVENT,
  TOKEN_KEY,
  useLoggedIn,
  useSessionUser,
} from "./session";
export { errorCodeOf } from "./two-step-forms";
export { VerificationBadge, VerificationBanner } from "./verification-status";
