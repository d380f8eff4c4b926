import { z } from "zod";
import { loginResponseSchema } from "./account";
import { safeText } from "./safe-text";

/**
 * Two-step login for staff with an authenticator app (TOTP, RFC 6238: 6 digits, 30 s, SHA-1), and one-time
 * recovery codes (docs/decisions/0009-staff-two-step-login.md).
 */

/** Staff roles that may turn on two-step login (ROLE_HR included: it is a staff account too). */
export const twoStepRoles = ["ROLE_SUPER_ADMIN", "ROLE_ADMIN", "ROLE_MANAGER", "ROLE_HR"] as const;
export function canUseTwoStep(role: string | null | undefined): boolean {
  return (twoStepRoles as readonly string[]).includes(role ?? "");
}

export const TWO_STEP_ISSUER = "Bustan";
export const RECOVERY_CODE_COUNT = 8;
/** How long a login challenge lasts, and how many codes may be tried with it. */
export const TWO_STEP_CHALLENGE_TTL_SECONDS = 300;
export const TWO_STEP_MAX_TRIES = 5;

/** Six digits; spaces the user typed ("123 456") are dropped. */
export const totpCodeField = z
  .string()
  .transform((code) => code.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"));
/** A recovery code as shown (xxxxx-xxxxx, lower-case letters and digits); case and spaces are forgiven. */
export const recoveryCodeField = z
  .string()
  .transform((code) => code.replace(/\s/g, "").toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/, "Enter one of your recovery codes, e.g. abcde-12345"));
const challengeField = safeText().min(20).max(200);

/**
 * What POST /api/v1/user/login answers when the password was right but a second step is needed (no session
 * yet): "code" - send a code from the authenticator app or a recovery code to /user/login/totp; "enrol" - the
 * shop requires two-step for admins and this admin has none yet: /user/login/totp/enrol, then /user/login/totp.
 */
export const secondStepResponseSchema = z.object({
  secondStep: z.enum(["code", "enrol"]),
  /** Opaque, single account, valid TWO_STEP_CHALLENGE_TTL_SECONDS and TWO_STEP_MAX_TRIES wrong codes. */
  challenge: z.string(),
  expiresAt: z.string(),
});
export type SecondStepResponse = z.infer<typeof secondStepResponseSchema>;

/** SPEC 7 login answer: the session (token, claims, user) as before, or a second step for two-step accounts. */
export const loginOrSecondStepResponseSchema = z.union([loginResponseSchema, secondStepResponseSchema]);
export type LoginOrSecondStep = z.infer<typeof loginOrSecondStepResponseSchema>;
export function isSecondStep(answer: LoginOrSecondStep): answer is SecondStepResponse {
  return "secondStep" in answer;
}

/** The second step: the challenge and either the app's current code or one unused recovery code. */
export const twoStepLoginRequestSchema = z.union([
  z.object({ challenge: challengeField, code: totpCodeField }).strict(),
  z.object({ challenge: challengeField, recoveryCode: recoveryCodeField }).strict(),
]);
/** The session; recoveryCodes only when this call finished an enrolment (shown once). */
export const twoStepLoginResponseSchema = loginResponseSchema.extend({
  recoveryCodes: z.array(z.string()).optional(),
});
export type TwoStepLoginResponse = z.infer<typeof twoStepLoginResponseSchema>;

/** A new secret to add to the authenticator app: a QR code (PNG data URL), the text secret and the URI. */
export const twoStepSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCode: z.string(),
});
export type TwoStepSetup = z.infer<typeof twoStepSetupSchema>;
export const twoStepEnrolRequestSchema = z.object({ challenge: challengeField });

/** The logged-in staff member's two-step state. */
export const twoStepStatusSchema = z.object({
  /** Staff account: may turn it on. */
  available: z.boolean(),
  enabled: z.boolean(),
  /** The shop requires it for this account (an admin while the setting is on): it cannot be turned off. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;
export const twoStepStatusRequestSchema = z.object({}).nullish();
export const twoStepEnableRequestSchema = z.object({ code: totpCodeField });
export const twoStepEnableResponseSchema = z.object({
  status: twoStepStatusSchema,
  recoveryCodes: z.array(z.string()),
});
/** Turning it off takes the app's current code, or the account password. */
export const twoStepDisableRequestSchema = z.union([
  z.object({ code: totpCodeField }).strict(),
  z.object({ password: z.string().min(1).max(2048) }).strict(),
]);
export const twoStepStatusResponseSchema = z.object({ status: twoStepStatusSchema });

/** Shop setting (settings key "twoStep"): admins (ROLE_ADMIN, ROLE_SUPER_ADMIN) must use two-step login. */
export const twoStepPolicySchema = z.object({ requiredForAdmins: z.boolean() });
export type TwoStepPolicy = z.infer<typeof twoStepPolicySchema>;
export const twoStepPolicyLoadRequestSchema = z.object({}).nullish();
export const twoStepPolicyUpdateRequestSchema = z.object({ policy: twoStepPolicySchema });
export const twoStepPolicyResponseSchema = z.object({ policy: twoStepPolicySchema });
