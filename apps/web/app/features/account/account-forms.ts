import { emailField, mobileField, nameField, newPasswordField, passwordField } from "@shop/shared";
import { z } from "zod";

/**
 * Form schemas built from the shared field rules (DESIGN "field rules"). Each message shown is the
 * translation of validation.<rule group>.<zod issue code>, see fieldMessage.
 */
// Empty, or a UAE number; the mobile rule comes first so its message wins (the resolver reports the first closest branch).
const optionalMobile = z.union([mobileField, z.literal("")]);

export const loginFormSchema = z.object({ email: emailField, password: passwordField });
export type LoginForm = z.infer<typeof loginFormSchema>;

export const registerFormSchema = z.object({
  name: nameField,
  email: emailField,
  password: newPasswordField,
  mobile: optionalMobile,
});
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const resetRequestFormSchema = z.object({ email: emailField });
export type ResetRequestForm = z.infer<typeof resetRequestFormSchema>;

/** A new password typed twice. */
const sameTwice = (form: { newPassword: string; confirmPassword: string }) => form.confirmPassword === form.newPassword;
const mismatch = { path: ["confirmPassword"], message: "The two passwords do not match" };

export const newPasswordFormSchema = z
  .object({ newPassword: newPasswordField, confirmPassword: z.string() })
  .refine(sameTwice, mismatch);
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

export const changePasswordFormSchema = z
  .object({ currentPassword: passwordField, newPassword: newPasswordField, confirmPassword: z.string() })
  .refine(sameTwice, mismatch);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const profileFormSchema = z.object({ name: nameField, mobile: optionalMobile });
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** Which rule group (validation.<group>.*) a form field's messages come from. */
const ruleGroups: Record<string, string> = {
  name: "name",
  email: "email",
  mobile: "mobile",
  password: "password",
  currentPassword: "currentPassword",
  newPassword: "password",
  confirmPassword: "confirmPassword",
};

export function ruleGroupOf(field: string, form: "login" | "other" = "other"): string {
  // On the login form the password is only checked for being present.
  if (form === "login" && field === "password") return "currentPassword";
  return ruleGroups[field] ?? field;
}

/** The i18n key of a field error: validation.<group>.<zod issue code, or a server error type>. */
export function fieldMessageKey(field: string, type: string | undefined, form: "login" | "other" = "other"): string {
  return `validation.${ruleGroupOf(field, form)}.${type ?? "invalid"}`;
}
