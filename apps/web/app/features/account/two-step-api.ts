// Two-step login (docs/decisions/0009-staff-two-step-login.md): the login's second step and the account's switch.
import type { TwoStepLoginResponse, TwoStepSetup, TwoStepStatus } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { memberCall } from "./account-api";

const USER = "/api/v1/user";

export type SecondStepProof = { code: string } | { recoveryCode: string };

/** The second step of a login: the session (and, after an enrolment, the recovery codes). */
export function completeSecondStep(challenge: string, proof: SecondStepProof): Promise<TwoStepLoginResponse> {
  return apiPost<TwoStepLoginResponse>(`${USER}/login/totp`, { challenge, ...proof });
}

/** An "enrol" challenge: the new secret to add to the authenticator app. */
export function enrolAtLogin(challenge: string): Promise<TwoStepSetup> {
  return apiPost<TwoStepSetup>(`${USER}/login/totp/enrol`, { challenge });
}

export async function loadTwoStepStatus(): Promise<TwoStepStatus> {
  const { status } = await memberCall(() => apiPost<{ status: TwoStepStatus }>(`${USER}/two-step/status`, {}, {}));
  return status;
}

export function startTwoStepSetup(): Promise<TwoStepSetup> {
  return memberCall(() => apiPost<TwoStepSetup>(`${USER}/two-step/setup`, {}, {}));
}

export function enableTwoStep(code: string): Promise<{ status: TwoStepStatus; recoveryCodes: string[] }> {
  return memberCall(() =>
    apiPost<{ status: TwoStepStatus; recoveryCodes: string[] }>(`${USER}/two-step/enable`, { code }, {}),
  );
}

export async function disableTwoStep(proof: { code: string } | { password: string }): Promise<TwoStepStatus> {
  const { status } = await memberCall(() => apiPost<{ status: TwoStepStatus }>(`${USER}/two-step/disable`, proof, {}));
  return status;
}
