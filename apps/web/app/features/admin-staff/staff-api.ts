// Types only: the browser does not re-validate answers with zod (api-client.ts).
import type {
  LoginOrSecondStep,
  StaffAccount,
  StaffInviteRequest,
  StaffRole,
  StaffSearchResponse,
  StaffStatus,
} from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { memberCall } from "../account";

const STAFF = "/api/v1/admin/staff";

export interface StaffFilter {
  q?: string;
  role?: StaffRole;
  status?: StaffStatus;
  from: number;
  limit: number;
}

/** Staff accounts by name, filtered and paged on the server (roles with the staff area: SUPER_ADMIN, ADMIN, HR). */
export function searchStaff(filter: StaffFilter): Promise<StaffSearchResponse> {
  return memberCall(() => apiPost<StaffSearchResponse>(`${STAFF}/search`, filter));
}

const accountCall = async (path: string, payload: unknown): Promise<StaffAccount> => {
  const { account } = await memberCall(() => apiPost<{ account: StaffAccount }>(`${STAFF}/${path}`, payload));
  return account;
};

/** Makes the account and e-mails its set-password link (valid 48 hours). */
export const inviteStaff = (input: StaffInviteRequest) => accountCall("invite", input);
export const resendInvite = (userId: number) => accountCall("resend-invite", { userId });
export const changeStaffRole = (userId: number, role: StaffRole) => accountCall("role", { userId, role });
export const setStaffDisabled = (userId: number, disabled: boolean) => accountCall("status", { userId, disabled });

/** The invitation link's call: the first password; the answer logs the new staff member in. */
export function acceptInvite(inviteToken: string, newPassword: string): Promise<LoginOrSecondStep> {
  return apiPost<LoginOrSecondStep>("/api/v1/user/acceptInvite", { inviteToken, newPassword }, {});
}
