import { z } from "zod";
import { isCommonPassword } from "./common-passwords";
import { safeText } from "./safe-text";

/** SPEC 3 role values; ADMIN and SUPER_ADMIN count as admin (SPEC 6). */
export const roles = ["ROLE_SUPER_ADMIN", "ROLE_ADMIN", "ROLE_MANAGER", "ROLE_HR", "ROLE_USER", "GUEST"] as const;
export type Role = (typeof roles)[number];
export function isAdminRole(role: string | undefined | null): boolean {
  return role === "ROLE_ADMIN" || role === "ROLE_SUPER_ADMIN";
}

/**
 * Field rules (DESIGN "field rules"). Messages are English fallbacks; the web app shows the translation of
 * `validation.<field>.<rule>` by the field name and the error code.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** +971 5X XXX XXXX; spaces and dashes allowed, a leading 0 or 00971 accepted and normalised on the server. */
export const UAE_MOBILE = /^(?:\+971|00971|0)?\s*5[0-9](?:[\s-]?[0-9]){7}$/;

export const emailField = safeText().trim().max(254).pipe(z.email("Enter a valid e-mail address"));
export const nameField = safeText().trim().min(1, "Enter your name").max(100, "The name can be at most 100 characters");
export const mobileField = safeText().trim().regex(UAE_MOBILE, "Enter a UAE mobile number: +971 5X XXX XXXX");
export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN, `The password needs at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `The password can be at most ${PASSWORD_MAX} characters`)
  .refine((p) => !isCommonPassword(p), "This password is too common; choose another");
/** A password being checked (login, current password): any non-empty text, as long as it is not absurd. */
export const passwordField = z.string().min(1, "Enter your password").max(2048);

/** Normalises a UAE mobile number to +9715XXXXXXXX. */
export function normaliseMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, "");
  const local = digits.replace(/^(00971|971|0)/, "");
  return `+971${local}`;
}

/**
 * Optional RSA-OAEP (SHA-256) password encryption (DESIGN): with `encrypted: true`, every password field of
 * the payload is the base64 ciphertext made with the public key of /api/v1/config.
 */
const encryptedFlag = z.boolean().optional();

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  role: z.string(),
  emailVerified: z.boolean(),
  /** Public URL of the profile image, or null. */
  profileImage: z.string().nullable(),
  locale: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const registerRequestSchema = z.object({
  userRegPld: z.object({
    name: nameField,
    email: emailField,
    password: z.string().max(2048),
    mobile: mobileField.optional().or(z.literal("").transform(() => undefined)),
    locale: z.enum(["en", "fr", "ar"]).optional(),
  }),
  encrypted: encryptedFlag,
});
export const loginRequestSchema = z.object({
  email: safeText().trim().max(254),
  password: passwordField,
  encrypted: encryptedFlag,
});
/** The token is also set as an HttpOnly cookie for the web app (DESIGN "Transport"). */
export const loginResponseSchema = z.object({
  token: z.string(),
  /** The token's claims the web app keeps for SPEC 4's session rules. */
  claims: z.object({ sub: z.string(), exp: z.number().int() }),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
/** Registering logs the shopper in: the same answer as login (and the session cookie). */
export const registerResponseSchema = loginResponseSchema;
export const logoutResponseSchema = z.object({ loggedOut: z.literal(true) });

export const loadUserRequestSchema = z.object({}).passthrough().optional();
export const userResponseSchema = z.object({ user: userSchema });

const profileFields = {
  name: nameField.optional(),
  mobile: mobileField
    .nullable()
    .optional()
    .or(z.literal("").transform(() => null)),
  locale: z.enum(["en", "fr", "ar"]).optional(),
};
/**
 * Only these fields can change; anything else (role, email, id) is rejected with VALIDATION_FAILED naming
 * that field, and is never applied.
 */
export const updateProfileRequestSchema = z
  .object(profileFields)
  .loose()
  .superRefine((value, ctx) => {
    for (const key of Object.keys(value)) {
      if (!(key in profileFields))
        ctx.addIssue({ code: "custom", path: [key], message: "This field cannot be changed" });
    }
  });

/** Change with the current password (logged in), or set a new one with the e-mailed reset token. */
export const updatePasswordRequestSchema = z.object({
  updatePassword: z.union([
    z.object({ currentPassword: passwordField, newPassword: z.string().max(2048) }).strict(),
    z.object({ resetToken: safeText().min(16).max(200), newPassword: z.string().max(2048) }).strict(),
  ]),
  encrypted: encryptedFlag,
});

export const verificationRequestSchema = z.object({ verifyToken: safeText().min(16).max(200) });
/** Asks for a new verification e-mail for the logged-in user. */
export const resendVerificationRequestSchema = z.object({}).optional();
/** sent false: the e-mail is already verified, or three links were sent in the last hour. */
export const resendVerificationResponseSchema = z.object({ sent: z.boolean() });

export const resetPasswordRequestSchema = z.object({
  email: emailField,
  locale: z.enum(["en", "fr", "ar"]).optional(),
});
/** Always the same answer, whether or not the e-mail has an account. */
export const resetPasswordResponseSchema = z.object({ sent: z.literal(true) });

/** Profile image upload: a data URL (image/png, image/jpeg or image/webp), at most 2 MB decoded. */
export const profileImageRequestSchema = z.object({
  image: z
    .string()
    .max(2_800_000)
    .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/, "Choose a PNG, JPEG or WebP image"),
});
