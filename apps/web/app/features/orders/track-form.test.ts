import { trackOrderRequestSchema } from "@shop/shared";
import { describe, expect, it } from "vitest";
import en from "../../../public/assets/i18n/en.json";
import { translationAt } from "../../shell/i18n/translation-at";
import { trackFormSchema, trackMessageKey, trackQueryOf } from "./track-form";

const lookup = (key: string) => translationAt(en, key);

describe("order tracking form", () => {
  it("sends the e-mail or the mobile, as the public tracking call expects", () => {
    const byEmail = trackQueryOf({ number: " bst-4k7p-2q9d ", contact: "Layla@Example.com " });
    expect(byEmail).toEqual({ number: "BST-4K7P-2Q9D", email: "Layla@Example.com" });
    const byMobile = trackQueryOf({ number: "BST-4K7P-2Q9D", contact: "050 123 4567" });
    expect(byMobile).toEqual({ number: "BST-4K7P-2Q9D", mobile: "050 123 4567" });
    expect(trackOrderRequestSchema.safeParse(byEmail).success).toBe(true);
    expect(trackOrderRequestSchema.safeParse(byMobile).success).toBe(true);
  });

  it("refuses an empty number and a contact that is neither, each with its own message", () => {
    const result = trackFormSchema.safeParse({ number: "", contact: "12345" });
    const codes = Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.code]));
    expect(codes).toEqual({ number: "too_small", contact: "custom" });
    expect(trackMessageKey("number", codes.number)).toBe("tracking.errors.number.empty");
    expect(trackMessageKey("contact", codes.contact)).toBe("tracking.errors.contact.invalid");
    for (const key of [
      "tracking.errors.number.empty",
      "tracking.errors.contact.invalid",
      "tracking.errors.contact.empty",
    ]) {
      expect(typeof lookup(key), key).toBe("string");
    }
    expect(trackFormSchema.safeParse({ number: "BST-AAAA-BBBB", contact: "+971501234567" }).success).toBe(true);
  });
});
