import { describe, expect, it } from "vitest";
import { type MailTemplate, renderMail } from "./mail.templates";

const templates: MailTemplate[] = ["verification", "passwordReset", "passwordChanged", "staffInvite"];
const link = "https://shop.example.ae/pages/login?verifyToken=abc_DEF-123";

describe("e-mail templates", () => {
  for (const template of templates) {
    it(`DESIGN languages: ${template} exists in en, fr and ar with different text`, () => {
      const subjects = new Set(
        (["en", "fr", "ar"] as const).map(
          (locale) => renderMail({ template, to: "a@b.ae", locale, name: "N", link }).subject,
        ),
      );
      expect(subjects.size).toBe(3);
    });
  }

  it("the Arabic e-mail is right-to-left, in Arabic, with the link left-to-right", () => {
    const mail = renderMail({ template: "passwordReset", to: "a@b.ae", locale: "ar", name: "ليلى", link });
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
    expect(mail.text).toContain("مرحبًا ليلى،");
    expect(mail.html).toContain(`dir="ltr">${link.replaceAll("&", "&amp;")}</p>`);
  });

  it("English and French are left-to-right; an unknown locale falls back to English", () => {
    expect(renderMail({ template: "verification", to: "a@b.ae", locale: "fr", name: "Zoé", link }).html).toContain(
      '<html lang="fr" dir="ltr">',
    );
    expect(renderMail({ template: "verification", to: "a@b.ae", locale: "xx", name: "Sam", link }).subject).toBe(
      "Confirm your e-mail address for Bustan",
    );
  });

  it("text and HTML both carry the link; the text keeps it on a line of its own", () => {
    const mail = renderMail({ template: "verification", to: "a@b.ae", locale: "en", name: "Sam", link });
    expect(mail.text.split("\n")).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("user-supplied values are HTML-escaped", () => {
    const name = `<script>alert("x")</script> & <img src=x onerror=alert(1)>`;
    const mail = renderMail({ template: "passwordChanged", to: "a@b.ae", locale: "en", name, link });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img");
    expect(mail.text).toContain(name);
  });

  it("a link that is not http(s) is left out", () => {
    const mail = renderMail({
      template: "verification",
      to: "a@b.ae",
      locale: "en",
      name: "S",
      link: "javascript:alert(1)",
    });
    expect(mail.html).not.toContain("javascript:");
    expect(mail.text).not.toContain("javascript:");
  });
});
