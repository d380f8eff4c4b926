import { DESKTOP, managerLogsIn, PHONE } from "./back-office-steps";
import { type APIRequestContext, expect, test } from "./test";
import { textsIn } from "./translations";

// Issue 14 "Contact" (DESIGN contact): a visitor writes on /pages/contact, the shop gets it by e-mail, staff reply
// from the back-office inbox, and the reply reaches the visitor by e-mail and stays with the message.

const en = textsIn("en");
const ar = textsIn("ar");

interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The newest e-mail to `to` whose subject contains `subject`, through the loopback mail viewer. */
async function mailTo(request: APIRequestContext, to: string, subject: string): Promise<MailMessage> {
  let found: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/dev/mail?to=${encodeURIComponent(to)}`);
        if (!response.ok()) return false;
        const body = (await response.json()) as { responceObj: { messages: MailMessage[] } };
        found = body.responceObj.messages.find((m) => m.subject.includes(subject));
        return Boolean(found);
      },
      { timeout: 15_000, message: `an e-mail to ${to} about "${subject}"` },
    )
    .toBe(true);
  return found as MailMessage;
}

test("issue 14: a visitor's message reaches the shop, staff reply from the inbox, the reply is e-mailed", async ({
  browser,
  request,
}) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `visitor-${tag}@example.com`;
  const subject = `Yellow leaves on my olive tree ${tag}`;
  const body = "Hello, the lower leaves of my olive tree turn yellow since last week. What should I change?";

  const visitor = await (await browser.newContext(DESKTOP)).newPage();
  await visitor.goto("/pages/contact");
  await expect(visitor.getByRole("heading", { level: 1, name: en("contactPage.title") })).toBeVisible();
  await expect(visitor.getByRole("link", { name: new RegExp(en("contactPage.details.map")) })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/search\//,
  );
  // A bad e-mail is explained on its field before anything is sent.
  await visitor.getByLabel(en("contactPage.fields.name"), { exact: true }).fill("Layla Nasser");
  await visitor.getByLabel(en("contactPage.fields.email"), { exact: true }).fill("layla@");
  await visitor.getByLabel(en("contactPage.fields.subject"), { exact: true }).fill(subject);
  await visitor.getByLabel(en("contactPage.fields.message"), { exact: true }).fill(body);
  const send = visitor.getByRole("button", { name: en("contactPage.send") });
  await expect(async () => {
    await send.click();
    await expect(visitor.getByText(en("contactPage.errors.email.invalid_format"))).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await visitor.getByLabel(en("contactPage.fields.email"), { exact: true }).fill(email);
  await send.click();
  await expect(visitor.getByRole("heading", { name: en("contactPage.sent.title") })).toBeVisible({ timeout: 15_000 });
  await expect(visitor.getByText(en("contactPage.sent.text", { email }))).toBeVisible();

  // The shop's copy, through the outbox.
  const toShop = await mailTo(request, "care@bustan.ae", subject);
  expect(toShop.text).toContain(email);
  expect(toShop.text).toContain("olive tree turn yellow");

  // Staff open the inbox, the message, and reply.
  const staff = await managerLogsIn(browser, { title: "contact", device: DESKTOP, phone: false, lang: "en" }, en);
  await staff.goto("/admin/messages?status=new");
  await expect(staff.getByRole("heading", { level: 1, name: en("admin.messages.title") })).toBeVisible();
  await staff.getByRole("link", { name: subject }).click();
  await expect(staff.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(staff.getByText(body)).toBeVisible();
  const reply = "Dear Layla, water only when the top 5 cm of soil are dry and move the tree to full sun.";
  await staff.getByLabel(en("admin.messages.replyLabel", { email })).fill(reply);
  await staff.getByRole("button", { name: en("admin.messages.send") }).click();
  await expect(staff.getByRole("heading", { name: en("admin.messages.replies", { count: 1 }) })).toBeVisible({
    timeout: 15_000,
  });
  await expect(staff.locator(".inbox-reply-item").getByText(reply)).toBeVisible();
  await expect(staff.locator(".status-badge").first()).toHaveText(en("admin.messages.status.answered"));

  // The reply reaches the visitor from the shop, with their message quoted.
  const toVisitor = await mailTo(request, email, `Re: ${subject}`);
  expect(toVisitor.text).toContain(reply);
  expect(toVisitor.text).toContain("> Hello, the lower leaves");

  // Still there when the message is opened again.
  await staff.reload();
  await expect(staff.locator(".inbox-reply-item").getByText(reply)).toBeVisible({ timeout: 15_000 });
});

test("issue 14: /pages/contact in Arabic on a 390 px phone reads right to left without sideways scrolling", async ({
  browser,
}) => {
  const page = await (await browser.newContext(PHONE)).newPage();
  await page.goto("/pages/contact?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: ar("contactPage.title") })).toBeVisible();
  await expect(page.getByLabel(ar("contactPage.fields.message"), { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: ar("contactPage.send") })).toBeVisible();
  await expect(page.getByRole("heading", { name: ar("contactPage.details.title") })).toBeVisible();
  // The honeypot is not offered to people or assistive tech.
  await expect(page.getByRole("textbox", { name: "Website" })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The form column starts on the right in Arabic.
  const form = await page.locator(".contact-card").first().boundingBox();
  const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
  expect(form && heading && heading.x + heading.width).toBeGreaterThan(300);
});
