import { contactSendRequestSchema } from "@shop/shared";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "../../../public/assets/i18n/en.json";
import { ApiError } from "../../lib/api/api-error";
import { contactFailureKey, contactFieldMessageKey, fieldOfError, mapSearchUrl } from "./contact-form";

const i18n = i18next.createInstance();
await i18n.init({ lng: "en", resources: { en: { translation: en } }, showSupportNotice: false });

const valid = {
  name: "Aisha",
  email: "aisha@example.com",
  mobile: "",
  orderNumber: "",
  subject: "Watering",
  message: "How often should I water a snake plant in July?",
};

/** The key the page shows for the first issue the shared schema finds in `field`. */
function keyFor(
  values: Record<string, string>,
  field: "name" | "email" | "mobile" | "orderNumber" | "subject" | "message",
) {
  const result = contactSendRequestSchema.safeParse(values);
  const issue = result.error?.issues.find((i) => i.path[0] === field);
  return contactFieldMessageKey(i18n, field, issue?.code);
}

describe("issue 14: the contact form checks with the server's schema and explains each field", () => {
  it("a complete form passes, empty optional fields included", () => {
    expect(contactSendRequestSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ["name", { name: "" }, "contactPage.errors.name.too_small"],
    ["email", { email: "aisha@" }, "contactPage.errors.email.invalid_format"],
    ["mobile", { mobile: "0501234" }, "contactPage.errors.mobile.invalid"],
    ["orderNumber", { orderNumber: "12345" }, "contactPage.errors.orderNumber.invalid"],
    ["subject", { subject: "s".repeat(151) }, "contactPage.errors.subject.too_big"],
    ["message", { message: "too short" }, "contactPage.errors.message.too_small"],
    ["message", { message: "\ud800 a lone surrogate here" }, "contactPage.errors.message.invalid"],
  ] as const)("a bad %s shows %s", (field, over, key) => {
    expect(keyFor({ ...valid, ...over }, field)).toBe(key);
    expect(i18n.exists(key)).toBe(true);
  });

  it("a server error names its field by the last part of the path", () => {
    expect(fieldOfError("payload.requestPayload.email")).toBe("email");
    expect(fieldOfError("payload.requestPayload.website")).toBeUndefined();
  });

  it("failures are told by code: RATE_LIMITED, no connection, anything else", () => {
    const failure = (status: number, errorCode: string) =>
      new ApiError(errorCode, status, [{ errorCode, errorDesc: "", suggesstion: "" }]);
    expect(contactFailureKey(failure(429, "RATE_LIMITED"))).toBe("contactPage.errors.RATE_LIMITED");
    expect(contactFailureKey(new Error("offline"))).toBe("contactPage.errors.network");
    expect(contactFailureKey(failure(500, "INTERNAL_ERROR"))).toBe("contactPage.errors.generic");
  });

  it("the map link is a plain maps search of the address", () => {
    expect(mapSearchUrl("Warehouse 7, Al Quoz, Dubai")).toBe(
      "https://www.google.com/maps/search/?api=1&query=Warehouse%207%2C%20Al%20Quoz%2C%20Dubai",
    );
  });
});
