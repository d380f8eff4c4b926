import { recoveryCodeField, totpCodeField } from "@shop/shared";
import { describe, expect, it } from "vitest";
import ar from "../../../public/assets/i18n/ar.json";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";
import { translationAt } from "../../shell/i18n/translation-at";
import { groupedSecret } from "./authenticator-setup";
import { appCode, recoveryCode } from "./two-step-forms";

describe("two-step login fields (the browser's check agrees with the server's schema)", () => {
  it.each(["123456", " 123 456 ", "12345", "1234567", "12a456", ""])("app code %j", (typed) => {
    expect(appCode(typed)).toBe(totpCodeField.safeParse(typed).data ?? null);
  });

  it.each(["abcde-23456", "ABCDE-23456", "abcde23456", " abcde - 23456 ", "abcd-23456", "abcde_23456"])(
    "recovery code %j",
    (typed) => {
      expect(recoveryCode(typed)).toBe(recoveryCodeField.safeParse(typed).data ?? null);
    },
  );

  it("the key for manual entry is shown in groups of four", () => {
    expect(groupedSecret("ABCDEFGHIJKLMNOP")).toBe("ABCD EFGH IJKL MNOP");
  });
});

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ""): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );

describe("two-step login texts", () => {
  it("exist in French and Arabic, translated, for every English one", () => {
    const english = leaves({ twoStep: en.twoStep, admin: { twoStepRequired: en.admin.twoStepRequired } } as Tree);
    const lookup = translationAt;
    for (const [key, text] of english) {
      for (const other of [fr, ar]) {
        const translated = lookup(other, key);
        expect(typeof translated, key).toBe("string");
        expect(translated, key).not.toBe(text);
      }
    }
  });
});
