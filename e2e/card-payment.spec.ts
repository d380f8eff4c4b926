import { readFileSync } from "node:fs";
import path from "node:path";
import { envelope } from "../apps/api/test/support/envelope";
import { aed, unitFils } from "../apps/api/test/support/money";
import { STAND_IN_KEYS } from "../apps/api/test/support/stripe-stand-in";
import type { WireSku } from "./catalogue-data";
import { CARD_PORT, PLAIN_PORT, STRIPE_STAND_IN_PORT } from "./playwright.card.config";
import { uniqueEmail } from "./shoppers";
import { test as base, expect, type Page } from "./test";

/**
 * Card payment in a real browser (run with e2e/playwright.card.config.ts): the shop has Stripe keys and talks to
 * a loopback stand-in of Stripe's API, which sends signed webhooks back like Stripe; Chromium gets a stand-in of
 * Stripe.js and its card frame from https://js.stripe.com, and its calls to https://api.stripe.com go to the
 * stand-in, both through page.route (no internet here). The page's own Content-Security-Policy is the shop's.
 */

const fixtures = path.join(import.meta.dirname, "fixtures");
const stripeJs = readFileSync(path.join(fixtures, "stripe-js-stand-in.js"), "utf8");
const paymentFrame = readFileSync(path.join(fixtures, "stripe-payment-frame.html"), "utf8");
const standIn = `http://127.0.0.1:${STRIPE_STAND_IN_PORT}`;
const cardShop = `http://127.0.0.1:${CARD_PORT}`;
const plainShop = `http://127.0.0.1:${PLAIN_PORT}`;

interface Watch {
  /** Content-Security-Policy violations in any frame. */
  csp: string[];
  /** Confirmations Stripe.js sent to api.stripe.com: the intent id and the answer's status. */
  confirms: Array<{ intentId: string; status: number }>;
}

/**
 * Every page: Stripe.js and its frame from the stand-in, api.stripe.com forwarded, CSP violations recorded.
 * cardPayments is set by e2e/playwright.card.config.ts, whose servers these tests need; elsewhere they are skipped.
 */
const test = base.extend<{ watch: Watch }, { cardPayments: boolean }>({
  cardPayments: [false, { option: true, scope: "worker" }],
  watch: async ({ page }, use) => {
    const watch: Watch = { csp: [], confirms: [] };
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
      });
    });
    page.on("console", (message) => {
      const text = message.text();
      // Zod runs jitless in the web build (app/lib/zod-jitless.ts), so not even its eval probe is reported.
      if (message.type() === "error" && /CSP|Content Security Policy/i.test(text)) {
        watch.csp.push(text);
      }
    });
    await page.route("https://js.stripe.com/**", async (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname.endsWith(".html")) return route.fulfill({ contentType: "text/html", body: paymentFrame });
      if (/^\/(v3\/?|[a-z]+\/stripe\.js)$/.test(pathname)) {
        return route.fulfill({ contentType: "text/javascript", body: stripeJs });
      }
      return route.fulfill({ status: 404, body: "not in the stand-in" });
    });
    await page.route("https://api.stripe.com/**", async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `${standIn}${url.pathname}${url.search}` });
      const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname);
      if (confirm?.[1]) watch.confirms.push({ intentId: confirm[1], status: response.status() });
      await route.fulfill({ response });
    });
    await use(watch);
  },
});

test.skip(({ cardPayments }) => !cardPayments, "needs the Stripe stand-ins: run with e2e/playwright.card.config.ts");

/** Card orders in Dubai: AED 15 delivery below AED 200, no cash-on-delivery fee. */
const dubaiCardTotal = (items: number) => items + (items >= 20000 ? 0 : 1500);

/** The product as the shop at `origin` has it (each server has its own database). */
async function productAt(page: Page, slug: string, origin: string) {
  const response = await page.request.post(`${origin}/api/v1/displayproducts/product`, {
    data: envelope({ slug, lang: "en" }),
  });
  return (await response.json()).responceObj.product as { name: string; skus: WireSku[] };
}

/** The SKU's stock now, from a checkout quote (product pages are cached for a few seconds). */
async function stockOf(page: Page, skuId: number): Promise<number> {
  const response = await page.request.post(`${cardShop}/api/v1/checkout/quote`, {
    data: envelope({ lines: [{ skuId, qty: 1 }], emirate: "dubai" }),
  });
  return (await response.json()).responceObj.lines[0].stock;
}

/** A guest puts one of a stocked SKU in the cart and fills the checkout for Dubai. */
async function guestAtCheckout(page: Page, slug: string, origin = cardShop) {
  const product = await productAt(page, slug, origin);
  const sku = product.skus.find((s) => s.stock >= 3)!;
  await page.goto(`${origin}/shop/product/${slug}?sku=${sku.skuId}`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  const checkout = await page.goto(`${origin}/pages/checkout`);
  const email = uniqueEmail("card");
  await page.getByLabel("Full name", { exact: true }).fill("Layla Haddad");
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel("Mobile number", { exact: true }).fill("050 123 4567");
  await page.getByLabel("Emirate", { exact: true }).selectOption({ label: "Dubai" });
  await page.getByLabel("Area", { exact: true }).fill("Al Barsha");
  await page.getByLabel("Street", { exact: true }).fill("Street 5");
  await page.getByLabel("Building or villa", { exact: true }).fill("Villa 12");
  return { product, sku, email, csp: checkout?.headers()["content-security-policy"] ?? "" };
}

/** Chooses card, places the order, and waits for Stripe's card form; answers the order number. */
async function placeCardOrder(page: Page, total: number) {
  await page.getByRole("radio", { name: /^Card/ }).check();
  await expect(page.getByRole("region", { name: "Order summary" })).toContainText(aed(total));
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { name: "Pay by card" })).toBeVisible({ timeout: 15_000 });
  const lead = await page.getByText(/is reserved for you for 15 minutes/).textContent();
  const number = /BST-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(lead ?? "")?.[0];
  expect(number).toBeTruthy();
  const card = page.frameLocator('iframe[title="Secure payment input frame"]');
  await expect(card.getByLabel("Card number")).toBeVisible();
  return { number: number!, card, pay: page.getByRole("button", { name: `Pay ${aed(total)}` }) };
}

async function track(page: Page, number: string, email: string) {
  await page.goto(`/shop/trackorder?number=${number}`);
  await page.getByLabel("E-mail address or mobile number").fill(email);
  await page.getByRole("button", { name: "Track order" }).click();
  return page.getByRole("region", { name: `Order ${number}` });
}

test("a guest pays by card in Dubai: Stripe's form loads under the shop's policy and the order is paid", async ({
  page,
  watch,
}) => {
  test.setTimeout(90_000);
  const { sku, email, csp } = await guestAtCheckout(page, "monstera-deliciosa");
  expect(csp).toContain("script-src 'self' 'nonce-");
  expect(csp).toContain("https://js.stripe.com");
  const stockBefore = await stockOf(page, sku.skuId);
  const total = dubaiCardTotal(unitFils(sku));
  const { number, card, pay } = await placeCardOrder(page, total);
  // The order holds its stock while it waits for the payment; react-stripe-js and stripe-js registered.
  expect(await stockOf(page, sku.skuId)).toBe(stockBefore - 1);
  const registered = await page.evaluate(
    () => (window as never as { __stripeStandIn: { wrappers: unknown[] } }).__stripeStandIn,
  );
  expect(registered.wrappers).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: "stripe-js" }),
      expect.objectContaining({ name: "react-stripe-js" }),
    ]),
  );

  await card.getByLabel("Card number").fill("4242 4242 4242 4242");
  await card.getByLabel("Expiration date").fill("12 / 34");
  await card.getByLabel("Security code").fill("123");
  await pay.click();

  // Stripe sends the shopper back with the intent; its webhook comes 4 s later (the stand-in's delay), so the
  // page first says it is confirming the payment, then shows the paid order without a reload.
  await expect(page).toHaveURL(
    /\/pages\/order\/success\?number=BST-.*&payment_intent=pi_.*&redirect_status=succeeded/,
    {
      timeout: 15_000,
    },
  );
  await expect(page.getByRole("heading", { level: 1, name: "We are confirming your payment" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order!" })).toBeVisible({
    timeout: 15_000,
  });
  const main = page.getByRole("main");
  await expect(main).toContainText(number);
  await expect(main).toContainText("Confirmed");
  await expect(main).toContainText(aed(total));
  expect(watch.confirms).toEqual([{ intentId: expect.stringMatching(/^pi_/), status: 200 }]);
  // Paid: the visitor's cart is emptied, and the stock stays taken.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("cartItems"))).toBeNull();
  expect(await stockOf(page, sku.skuId)).toBe(stockBefore - 1);

  const tracked = await track(page, number, email);
  await expect(tracked).toContainText("Confirmed");
  const history = tracked.getByRole("list", { name: "History" });
  await expect(history).toContainText("Awaiting payment");
  await expect(history).toContainText("Confirmed");
  expect(watch.csp).toEqual([]);
});

test("a declined card: a clear error, the order is cancelled, its stock free again, and it can be placed again", async ({
  page,
  watch,
}) => {
  test.setTimeout(90_000);
  const { product, sku, email } = await guestAtCheckout(page, "fiddle-leaf-fig");
  const stockBefore = await stockOf(page, sku.skuId);
  const { number, card, pay } = await placeCardOrder(page, dubaiCardTotal(unitFils(sku)));

  // Details that never reach the card: Stripe.js says what is missing, and the shopper can go on.
  await pay.click();
  await expect(page.getByRole("alert")).toHaveText("Your card number is incomplete.");
  await expect(pay).toBeEnabled();
  expect(watch.confirms).toEqual([]);

  await card.getByLabel("Card number").fill("4000 0000 0000 0002");
  await card.getByLabel("Expiration date").fill("12 / 34");
  await card.getByLabel("Security code").fill("123");
  await pay.click();
  await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
  await expect(page.getByText(`Order ${number} is cancelled and no money was taken`)).toBeVisible();
  await expect(pay).toHaveCount(0);
  expect(watch.confirms).toEqual([{ intentId: expect.stringMatching(/^pi_/), status: 402 }]);

  // Stripe's payment_failed webhook (4 s later) cancels the order: the stock is back, and the intent is
  // cancelled at Stripe, so no other card can pay this order.
  await expect.poll(() => stockOf(page, sku.skuId), { timeout: 15_000 }).toBe(stockBefore);
  const intentStatus = async () => {
    const intent = await page.request.get(`${standIn}/v1/payment_intents/${watch.confirms[0]!.intentId}`, {
      headers: { authorization: `Bearer ${STAND_IN_KEYS.secretKey}` },
    });
    return (await intent.json()).status;
  };
  await expect.poll(intentStatus, { timeout: 15_000 }).toBe("canceled");

  // The visitor's cart is still there: the order can be placed again.
  await page.getByRole("link", { name: "Place the order again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Order summary" })).toContainText(product.name);
  const tracked = await track(page, number, email);
  await expect(tracked).toContainText("Cancelled");
  expect(watch.csp).toEqual([]);
});

test("without Stripe keys there is no card option, and the page policy refuses Stripe.js", async ({ page, watch }) => {
  test.setTimeout(60_000);
  const { csp } = await guestAtCheckout(page, "monstera-deliciosa", plainShop);
  expect(csp).not.toContain("stripe");
  await expect(page.getByRole("radio", { name: /Cash on delivery/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Card/ })).toHaveCount(0);
  // The same Stripe.js the keyed shop loads is blocked here: the policy, not the stand-in, decides.
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.src = "https://js.stripe.com/endive/stripe.js";
    document.head.append(script);
  });
  // Chromium's own console error can arrive before the page's securitypolicyviolation line: wait for the latter.
  await expect
    .poll(() => watch.csp.join("\n"))
    .toMatch(/script-src(-elem)? blocked https:\/\/js\.stripe\.com\/endive\/stripe\.js/);
});
