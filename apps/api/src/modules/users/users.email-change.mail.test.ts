import { describe, expect, it } from "vitest";
import { accountMails, maskEmail } from "./users.email-change.mail";

describe("issue 16: the e-mails of an e-mail change", () => {
  it("issue 16: the notice masks the new address (first letter and domain only)", () => {
    expect(maskEmail("nadia.karim@example.com")).toBe("n***@example.com");
    expect(maskEmail("x@example.org")).toBe("x***@example.org");
  });

  it("issue 16: each e-mail exists in en, fr and ar, right to left in Arabic, with the link and the name escaped in HTML", () => {
    const subjects = new Set<string>();
    for (const template of ["emailChangeConfirm", "emailChangeNotice", "emailChangeTaken"] as const) {
      for (const locale of ["en", "fr", "ar"]) {
        const mail = accountMails[template]({
          template,
          to: "to@example.com",
          locale,
          name: "<b>Omar</b>",
          masked: "n***@example.com",
          link: "https://shop.example/pages/email/confirm?token=abc",
        });
        subjects.add(mail.subject);
        expect(mail.text).toContain("https://shop.example/pages/email/confirm?token=abc");
        expect(mail.html).not.toContain("<b>Omar</b>");
        expect(mail.html).toContain("&lt;b&gt;Omar&lt;/b&gt;");
        expect(mail.html).toContain(locale === "ar" ? 'dir="rtl"' : 'dir="ltr"');
        if (template === "emailChangeNotice") expect(mail.text).toContain("n***@example.com");
      }
    }
    expect(subjects.size).toBe(9);
  });
});
