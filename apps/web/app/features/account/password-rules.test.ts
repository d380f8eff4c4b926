import { passwordProblems } from "@shop/shared/password-rule";
import { describe, expect, it } from "vitest";
import ar from "../../../public/assets/i18n/ar.json";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";
import { translationAt } from "../../shell/i18n/translation-at";
import { fieldMessageKey } from "./account-forms";
import { newPasswordProblem } from "./password-rules";

const lookup = translationAt;

describe("new-password rule in the forms (weak passwords finding)", () => {
  it("security: the forms refuse the finding's weak passwords with the shared rule, before sending", async () => {
    for (const weak of ["aaaaaaaa", "password1", "12345678", "qwertyui"]) {
      expect(await newPasswordProblem(weak), weak).toMatch(/^(common|guessable)$/);
    }
    expect(await newPasswordProblem("Noor-garden-2024!", { name: "Noor Ali", email: "n@example.ae" })).toBe("personal");
    expect(await newPasswordProblem("Copper-kettle-monsoon-58", { name: "Noor Ali" })).toBeNull();
  });

  it("every refusal has its message in en, fr and ar, on the fields that set a password", () => {
    for (const field of ["password", "newPassword"]) {
      for (const problem of passwordProblems) {
        const key = fieldMessageKey(field, problem);
        for (const messages of [en, fr, ar]) expect(lookup(messages, key), key).toEqual(expect.any(String));
      }
    }
    for (const rule of ["length", "common", "personal", "guessable"]) {
      for (const messages of [en, fr, ar]) {
        expect(lookup(messages, `auth.passwordRules.${rule}`), rule).toEqual(expect.any(String));
      }
    }
    expect(lookup(fr, "validation.password.guessable")).not.toBe(lookup(en, "validation.password.guessable"));
    expect(lookup(ar, "validation.password.personal")).not.toBe(lookup(en, "validation.password.personal"));
  });
});
