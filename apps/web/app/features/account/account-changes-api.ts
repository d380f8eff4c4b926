import type { User } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { memberCall } from "./account-api";

/** Issue 16: the member's e-mail change and account deletion (docs/decisions/0018). */
const USER = "/api/v1/user";

/** Sends the link to the new address; the answer is the same whether or not that address has an account. */
export async function requestEmailChange(newEmail: string, password: string): Promise<void> {
  await memberCall(() => apiPost<{ sent: true }>(`${USER}/email/change`, { newEmail, password }, {}));
}

/** The link's token: the address changes (no login needed, like the verification link). */
export async function confirmEmailChange(token: string): Promise<User> {
  const { user } = await apiPost<{ user: User }>(`${USER}/email/confirm`, { token });
  return user;
}

/** Erases the account (orders stay, anonymised); the server clears the session cookie. */
export async function deleteAccount(password: string): Promise<void> {
  await memberCall(() => apiPost<{ deleted: true }>(`${USER}/delete`, { password }, {}));
}
