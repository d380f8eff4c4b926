// Types only: in the browser the answers are not re-validated with zod (api-client.ts), which keeps zod out of
// the bundle every page loads; the server validates and serialises them with the shared schemas.
import type { Language, LoginOrSecondStep, LoginResponse, User } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { ApiError } from "../../lib/api/api-error";
import { endSession, isLoggedIn } from "./session";

const USER = "/api/v1/user";

type UserAnswer = { user: User };

/**
 * A call that needs the session cookie. A 401 other than wrong credentials means the server no longer
 * accepts the session (expired, logged out elsewhere, password changed): the browser's session ends too.
 */
export async function memberCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isSessionRejected(error) && isLoggedIn()) endSession();
    throw error;
  }
}

export function isSessionRejected(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.errorList[0]?.errorCode !== "INVALID_CREDENTIALS";
}

/** The session, or for staff with two-step login the second step (two-step-api.ts) that leads to it. */
export function login(email: string, password: string): Promise<LoginOrSecondStep> {
  return apiPost<LoginOrSecondStep>(`${USER}/login`, { email, password });
}

export interface Registration {
  name: string;
  email: string;
  password: string;
  mobile?: string;
  locale: Language;
}

/** Registration logs the shopper in: the same answer as a login. */
export function register(registration: Registration): Promise<LoginResponse> {
  return apiPost<LoginResponse>(`${USER}/register`, { userRegPld: registration });
}

export async function loadUser(): Promise<User> {
  const { user } = await memberCall(() => apiPost<UserAnswer>(`${USER}/loadUser`, {}, {}));
  return user;
}

export interface ProfileChange {
  name?: string;
  mobile?: string | null;
  locale?: Language;
}

export async function updateProfile(change: ProfileChange): Promise<User> {
  const { user } = await memberCall(() => apiPost<UserAnswer>(`${USER}/updateProfile`, change, {}));
  return user;
}

/** A new password with the current one (logged in); the answer is a new session (older tokens are revoked). */
export function changePassword(currentPassword: string, newPassword: string): Promise<LoginResponse> {
  return memberCall(() =>
    apiPost<LoginResponse>(`${USER}/updatePassword`, { updatePassword: { currentPassword, newPassword } }, {}),
  );
}

/** A new password with the e-mailed reset token; the answer logs the shopper in (staff with two-step: a code first). */
export function resetPassword(resetToken: string, newPassword: string): Promise<LoginOrSecondStep> {
  return apiPost<LoginOrSecondStep>(`${USER}/updatePassword`, { updatePassword: { resetToken, newPassword } }, {});
}

/** Asks for a reset link; the answer is the same whether or not the e-mail has an account. */
export async function requestPasswordReset(email: string, locale: Language): Promise<void> {
  await apiPost<{ sent: true }>(`${USER}/reset-password`, { email, locale });
}

export async function verifyEmail(verifyToken: string): Promise<User> {
  const { user } = await apiPost<UserAnswer>(`${USER}/verification`, { verifyToken });
  return user;
}

/** False when no e-mail went out: the address is verified already, or enough links were sent this hour. */
export async function resendVerification(): Promise<boolean> {
  const { sent } = await memberCall(() => apiPost<{ sent: boolean }>(`${USER}/resendVerification`, {}, {}));
  return sent;
}

/** `image` is a data URL (PNG, JPEG or WebP, at most 2 MB). */
export async function uploadProfileImage(image: string): Promise<User> {
  const { user } = await memberCall(() =>
    apiPost<UserAnswer>(`${USER}/updateProfileImage`, { image }, { timeoutMs: 30_000 }),
  );
  return user;
}
