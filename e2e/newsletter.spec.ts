import { type APIRequestContext, type Browser, expect, type Page, test } from "./test";

const MANAGER = { email: "manager@bustan.ae", password: process.env.DEMO_STAFF_PASSWORD || "Bustan-Staff-2026!" };

interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * The path and query of the newest e-mailed link to `email` whose path is `path`, in an e-mail with `subject` when
 * given (read from the development mail viewer).
 */
async function mailedLink(request: APIRequestContext, email: string, path: string, subject?: string): Promise<string> {
  let link = "";
  const pattern = new RegExp(`https?://[^\\s"<>]*${path.replaceAll("/", "\\/")}\\?token=[\\w-]+`);
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/dev/mail?to=${encodeURIComponent(email)}`);
        if (!response.ok()) return "";
        const body = (await response.json()) as { responceObj: { messages: MailMessage[] } };
        for (const message of body.responceObj.messages) {
          if (subject && message.subject !== subject) continue;
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

/** The manager writes a campaign, sends it to themselves, then to every subscriber (the back office's page). */
async function managerSendsCampaign(browser: Browser, subject: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/pages/login?lang=en");
  await page.getByLabel("E-mail address").fill(MANAGER.email);
  await page.getByLabel("Password", { exact: true }).fill(MANAGER.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/pages\/login/, { timeout: 15_000 });
  await page.goto("/admin/newsletter");
  await page.getByRole("link", { name: "Campaigns" }).click();
  const english = page.getByRole("group", { name: "English" });
  await english.getByLabel("Subject").fill(subject);
  await english.getByLabel("Text (Markdown)").fill("New **cacti** are in.\n\n- Water once a week");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("cell", { name: subject })).toBeVisible();
  await page.getByRole("button", { name: "Send me a test" }).click();
  await expect(page.getByRole("status")).toContainText(`A test was sent to ${MANAGER.email}`);
  await page.getByRole("button", { name: "Send to all subscribers" }).click();
  await page.getByRole("button", { name: "Send to all subscribers" }).click();
  await expect(page.getByRole("status")).toContainText("Sending to");
  await page.context().close();
}

test("issue 14: a visitor subscribes in the footer, confirms from the e-mail and unsubscribes from the campaign e-mail", async ({
  page,
  request,
  browser,
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

  // Staff send a campaign; its e-mail carries the visitor's own unsubscribe link (the List-Unsubscribe header and its
  // one-click POST are checked over SMTP in the API tests).
  const subject = `Cactus week ${Date.now()}`;
  await managerSendsCampaign(browser, subject);
  const unsubscribeLink = await mailedLink(request, email, "/pages/newsletter/unsubscribe", subject);
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
