import { describe, expect, it } from "vitest";
import en from "../../../public/assets/i18n/en.json";
import { translationAt } from "../../shell/i18n/translation-at";
import {
  changePasswordFormSchema,
  fieldMessageKey,
  loginFormSchema,
  profileFormSchema,
  registerFormSchema,
} from "./account-forms";
import { formatMobile, imageProblem, initialsOf, PROFILE_IMAGE_MAX_BYTES } from "./profile-image";

const lookup = (key: string) => translationAt(en, key);

/** The i18n key each failing field of a parse maps to (first issue per field, as the form resolver does). */
function messageKeys(result: { success: boolean; error?: { issues: { path: PropertyKey[]; code: string }[] } }) {
  const keys: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    keys[field] ??= fieldMessageKey(field, issue.code);
  }
  return keys;
}

describe("DESIGN field rules on the account forms", () => {
  it("each rule of registration maps to a translated message", () => {
    const keys = messageKeys(
      registerFormSchema.safeParse({ name: " ", email: "nope", password: "short", mobile: "12345" }),
    );
    expect(keys).toEqual({
      name: "validation.name.too_small",
      email: "validation.email.invalid_format",
      password: "validation.password.too_small",
      mobile: "validation.mobile.invalid_format",
    });
    for (const key of Object.values(keys)) expect(typeof lookup(key), key).toBe("string");
  });

  it("a common password is refused with its own message", () => {
    const keys = messageKeys(
      registerFormSchema.safeParse({ name: "A", email: "a@b.ae", password: "password123", mobile: "" }),
    );
    expect(keys).toEqual({ password: "validation.password.custom" });
    expect(typeof lookup(keys.password ?? "")).toBe("string");
  });

  it("the mobile number is optional, and in UAE format when given", () => {
    const base = { name: "Omar", email: "omar@example.com", password: "green-fig-tree-42" };
    expect(registerFormSchema.safeParse({ ...base, mobile: "" }).success).toBe(true);
    expect(registerFormSchema.safeParse({ ...base, mobile: "+971 50 123 4567" }).success).toBe(true);
    expect(registerFormSchema.safeParse({ ...base, mobile: "050-123-4567" }).success).toBe(true);
    expect(profileFormSchema.safeParse({ name: "Omar", mobile: "+44 7700 900123" }).success).toBe(false);
  });

  it("login only needs a password, any password; the message says to enter it", () => {
    expect(loginFormSchema.safeParse({ email: "a@b.ae", password: "x" }).success).toBe(true);
    expect(fieldMessageKey("password", "too_small", "login")).toBe("validation.currentPassword.too_small");
    expect(typeof lookup("validation.currentPassword.too_small")).toBe("string");
  });

  it("the new password must be typed twice the same", () => {
    const keys = messageKeys(
      changePasswordFormSchema.safeParse({
        currentPassword: "old",
        newPassword: "green-fig-tree-42",
        confirmPassword: "green-fig-tree-43",
      }),
    );
    expect(keys).toEqual({ confirmPassword: "validation.confirmPassword.custom" });
    expect(typeof lookup(fieldMessageKey("newPassword", "custom"))).toBe("string");
  });
});

describe("profile picture, checked before upload", () => {
  it("accepts PNG, JPEG and WebP up to 2 MB", () => {
    expect(imageProblem({ type: "image/png", size: 1000 })).toBeNull();
    expect(imageProblem({ type: "image/jpeg", size: PROFILE_IMAGE_MAX_BYTES })).toBeNull();
    expect(imageProblem({ type: "image/webp", size: 10 })).toBeNull();
  });

  it("refuses other types, empty files and files over 2 MB", () => {
    expect(imageProblem({ type: "image/gif", size: 1000 })).toBe("type");
    expect(imageProblem({ type: "image/svg+xml", size: 1000 })).toBe("type");
    expect(imageProblem({ type: "", size: 1000 })).toBe("type");
    expect(imageProblem({ type: "image/png", size: 0 })).toBe("empty");
    expect(imageProblem({ type: "image/png", size: PROFILE_IMAGE_MAX_BYTES + 1 })).toBe("size");
  });

  it("shows up to two initials without a picture", () => {
    expect(initialsOf("aisha al mansoori")).toBe("AM");
    expect(initialsOf("Omar")).toBe("O");
    expect(initialsOf("  ")).toBe("");
    expect(initialsOf("نور الهدى")).toBe("نا");
  });
});

describe("DESIGN UAE mobile format", () => {
  it("shows a stored number as +971 5X XXX XXXX", () => {
    expect(formatMobile("+971501234567")).toBe("+971 50 123 4567");
    expect(formatMobile("+44 20 7946 0000")).toBe("+44 20 7946 0000");
  });
});
