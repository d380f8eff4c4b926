import { logInInNewContext, uniqueEmail } from "./shoppers";
import { type APIRequestContext, expect, test } from "./test";

const OWNER = { email: "owner@bustan.ae", password: process.env.DEMO_STAFF_PASSWORD || "Bustan-Staff-2026!" };
const NEW_PASSWORD = "Cedar-Lantern-Orchard-77";

/** The path and query of the invitation link e-mailed to `email` (read from the development mail viewer). */
async function invitationLink(request: APIRequestContext, email: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/dev/mail?to=${encodeURIComponent(email)}`);
        if (!response.ok()) return "";
        const { messages } = (await response.json()).responceObj as { messages: Array<{ text: string }> };
        const found = messages
          .map((message) => /https?:\/\/\S+\/pages\/staff\/welcome\?token=[\w-]+/.exec(message.text)?.[0])
          .find(Boolean);
        if (found) link = `${new URL(found).pathname}${new URL(found).search}`;
        return link;
      },
      { timeout: 15_000, message: `an invitation e-mailed to ${email}` },
    )
    .not.toBe("");
  return link;
}

test("issue 15: the owner invites a manager, who sets a password from the e-mail, logs in and sees the back office", async ({
  browser,
  request,
}) => {
  test.slow();
  const email = uniqueEmail("manager");
  const owner = await logInInNewContext(browser, OWNER, "/admin/staff", "Staff accounts");
  const invite = owner.page.getByRole("region", { name: "Invite a colleague" });
  await invite.getByLabel("Full name").fill("Rania Khalil");
  await invite.getByLabel("E-mail address").fill(email);
  await invite.getByLabel("Role", { exact: true }).selectOption({ label: "Manager" });
  await invite.getByRole("button", { name: "Send the invitation" }).click();
  const row = owner.page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Invited");
  await expect(row).toContainText("Never");

  // The invited manager follows the e-mailed link in a browser of their own.
  const link = await invitationLink(request, email);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to the Bustan team" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm the new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Back office" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Back office sections" });
  await expect(nav.getByRole("link", { name: "Orders" })).toBeVisible();
  // A manager has no staff area.
  await expect(nav.getByRole("link", { name: "Staff accounts" })).toHaveCount(0);
  await context.close();

  // The link works once; the password logs in from anywhere.
  const again = await (await browser.newContext()).newPage();
  await again.goto(link);
  await again.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await again.getByLabel("Confirm the new password").fill(NEW_PASSWORD);
  await again.getByRole("button", { name: "Save the new password" }).click();
  await expect(again.getByRole("alert")).toContainText("invalid, already used or expired");
  await again.context().close();
  const manager = await logInInNewContext(browser, { email, password: NEW_PASSWORD }, "/admin/orders", "Orders");
  await manager.close();

  // The owner's list now shows the manager active, with a last login.
  await owner.page.reload();
  const active = owner.page.getByRole("row").filter({ hasText: email });
  await expect(active).toContainText("Active");
  await expect(active).not.toContainText("Never");
  await owner.close();
});
