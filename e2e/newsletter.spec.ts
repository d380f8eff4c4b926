import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The path and query of the newest e-mailed link to `email` whose path is `path` (read from the dev mail viewer). */
async function mailedLink(request: APIRequestContext, email: string, path: string): Promise<string> {
  let link = "";
  const pattern = new RegExp(`https?://[^\\s"<>]*${path.replaceAll("/", "\\/")}\\?token=[\\w-]+`);
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/dev/mail?to=${encodeURIComponent(email)}`);
        if (!response.ok()) return "";
        const body = (await response.json()) as { responceObj: { messages: MailMessage[] } };
        for (const message of body.responceObj.messages) {
          const found = pattern.exec(message.text)?.[0];
          if (found) {
            const url = new URL(found);
            link = `${url.pathname}${url.search}`;
            return link;
          }
        }
        return "";
      },
      { timeout: 15_000, message: `an e-mail to ${email} with ${path}` },
    )
    .not.toBe("");
  return link;
}

/** No part of the page is wider than the window (a phone must not scroll sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test("issue 14: a visitor subscribes in the footer, confirms from the e-mail and unsubscribes from the newsletter's link", async ({
  page,
  request,
}) => {
  test.slow();
  const email = `footer-${Date.now()}@example.ae`;
  await page.goto("/");
  const block = page.getByRole("region", { name: "KNOW IT ALL FIRST!" });
  await block.getByLabel("E-mail address").fill(email);
  await block.getByRole("button", { name: "Subscribe" }).click();
  await expect(block.getByRole("status")).toContainText(`Check your inbox at ${email}`);

  // Opening the e-mailed link changes nothing by itself (link scanners): the button confirms.
  const confirmLink = await mailedLink(request, email, "/pages/newsletter/confirm");
  await page.goto(confirmLink);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("status")).toContainText("your subscription is confirmed");

  // The same link again: already used.
  await page.goto(confirmLink);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("alert")).toContainText("already used");

  // The welcome e-mail carries the unsubscribe link (its List-Unsubscribe header is checked over SMTP in the API tests).
  const unsubscribeLink = await mailedLink(request, email, "/pages/newsletter/unsubscribe");
  await page.goto(unsubscribeLink);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toContainText("You are unsubscribed");
});

test("issue 14: the coming-soon page subscribes, and the confirmation page reads right to left in Arabic on a phone", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `soon-${Date.now()}@example.ae`;
  await page.goto("/pages/comingsoon?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByLabel("البريد الإلكتروني").fill(email);
  await page.getByRole("button", { name: "اشترك" }).click();
  await expect(page.getByRole("status")).toContainText("تفقّد بريدك الوارد");
  await expectNoSidewaysScroll(page);

  const confirmLink = await mailedLink(request, email, "/pages/newsletter/confirm");
  await page.goto(confirmLink);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تأكيد اشتراكك");
  await expectNoSidewaysScroll(page);
  await page.getByRole("button", { name: "تأكيد اشتراكي" }).click();
  await expect(page.getByRole("status")).toContainText("تم تأكيد اشتراكك");

  // A link without a token, or a made-up one, says so plainly.
  await page.goto("/pages/newsletter/unsubscribe?token=made-up-token-made-up-token");
  await page.getByRole("button", { name: "إلغاء الاشتراك" }).click();
  await expect(page.getByRole("alert")).toContainText("هذا الرابط غير صالح");
});
