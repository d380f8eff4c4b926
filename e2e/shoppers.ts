import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { envelope } from "../apps/api/test/support/envelope";

/** An e-mail address no other test of the run has used (the database is shared by every test of the run). */
export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A fresh shopper per test. */
export function shopper(tag: string) {
  return { name: `Aisha ${tag}`, email: uniqueEmail(tag), password: "green-fig-tree-42" };
}

/** Registers the shopper through the API (not the page). */
async function registerByApi(request: APIRequestContext, who: ReturnType<typeof shopper>): Promise<void> {
  const response = await request.post("/api/v1/user/register", { data: envelope({ userRegPld: who }) });
  expect(response.ok()).toBe(true);
}

/** A fresh shopper per test, registered through the API. */
export async function registeredShopper(request: APIRequestContext, tag: string): Promise<ReturnType<typeof shopper>> {
  const who = shopper(tag);
  await registerByApi(request, who);
  return who;
}

/** Saves an address in the logged-in member's book through the API (with the page's session). */
export async function addAddressByApi(request: APIRequestContext, address: Record<string, unknown>): Promise<void> {
  const response = await request.post("/api/v1/user/addresses/add", { data: envelope({ address }) });
  expect(response.ok()).toBe(true);
}

/**
 * Logs `who` in on the login page in a browser context of its own, redirected to `path`, and waits for that page's
 * level-1 heading. close() ends the context.
 */
export async function logInInNewContext(
  browser: Browser,
  who: { email: string; password: string },
  path: string,
  heading: string,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/pages/login?redirectURL=${encodeURIComponent(path)}`);
  await page.getByLabel("E-mail address").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
  return { page, close: () => context.close() };
}

/** Registers a new member, Omar Saleh, on the register page that then sends them to `path`; answers the e-mail. */
export async function registerOnPage(page: Page, path: string): Promise<string> {
  const email = uniqueEmail("member");
  await page.goto(`/pages/register?redirectURL=${path}`);
  await page.getByLabel("Full name").fill("Omar Saleh");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Fern-Pot-Terracotta-42");
  await page.getByRole("button", { name: "Create account" }).click();
  return email;
}
