import { defaultDeliverySettings, MAX_INT4, MAX_LINE_QTY } from "@shop/shared";
import { type SQL, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../src/lib/rows";
import { STRIPE_WEBHOOK_PATH } from "../src/modules/ordering/payments/payments.routes";
import { loginMember, type Member, registerMember } from "./support/members";
import { type FuzzRequest, type Hints, hostileValue, operationsOf, requestFor } from "./support/openapi-fuzz";
import { type StripeStandIn, signedEvent, startStripeStandIn } from "./support/stripe-stand-in";
import { createTestContext, envelope, type TestContext } from "./support/test-app";
import { DUBAI_ADDRESS, dubaiDate, GUEST_CONTACT } from "./testkits/checkout.testkit";

/**
 * Schema-driven fuzzing (issue "Hardening": 71 answers of 500 in 7,222 requests): every operation of the OpenAPI
 * document gets requests made from its own schema with hostile values mixed in, as a guest, a member, staff and
 * with a forged token. No answer may be a 5xx or show internals. The seed is fixed (FUZZ_SEED to change it) and
 * printed with any failure; FUZZ_RUNS sets the requests per operation and caller.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_601);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const STAFF_PASSWORD = process.env.DEMO_STAFF_PASSWORD || "Bustan-Staff-2026!";

const unlimited = "1000000";
let ctx: TestContext;
let stripe: StripeStandIn;
beforeAll(async () => {
  // Card payments on (Stripe's stand-in), so that card orders and the signed webhook are fuzzed too.
  stripe = await startStripeStandIn();
  ctx = await createTestContext({
    env: {
      ...stripe.env,
      RATE_LIMIT_PER_MINUTE: unlimited,
      LOGIN_RATE_LIMIT_PER_MINUTE: unlimited,
      REGISTER_RATE_LIMIT_PER_MINUTE: unlimited,
      PASSWORD_RESET_RATE_LIMIT_PER_MINUTE: unlimited,
      TRACK_RATE_LIMIT_PER_MINUTE: unlimited,
      LOGIN_FAILURES_PER_HOUR: unlimited,
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await stripe?.close();
});

/** What an answer must never show: a stack trace, SQL or a database message, a file of the server. */
const leaks: Array<[string, RegExp, "any" | "failure"]> = [
  ["a stack trace", / {4}at /, "any"],
  ["a file path", /\/work\/|\/apps\/|node_modules|\.ts:\d+/, "any"],
  ["SQL", /\b(select|insert|update|delete)\b.*\b(from|into|set)\b/i, "failure"],
  ["a database error", /syntax error|violates|invalid byte sequence|out of range for type/i, "failure"],
];

interface Finding {
  operation: string;
  caller: string;
  seed: number;
  request: FuzzRequest;
  status: number;
  problem: string;
  body: string;
}

type Headers = Record<string, string>;
type Caller = { name: string; headers: () => Promise<Headers> };

describe("fuzzing every operation of the OpenAPI document", () => {
  it("security: no input gives a 5xx or an answer with a stack trace, SQL or a file path", async () => {
    const doc = (await ctx.app.inject({ url: "/api/docs/json" })).json();
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(40);

    const member = await registerMember(ctx);
    const hints = await hintsFor(member);
    // Each operation starts with fresh sessions: the fuzzer may log them out (logout, logoutAll), and as staff it
    // may disable accounts or change the manager's role (issue 15), which are undone here first.
    const memberHeaders = sessionWhileValid(
      async () => (await loginMember(ctx, member.email, member.password, member.remoteAddress)).headers,
    );
    // The admin, or the manager once the fuzzer has made the admin's login ask for a two-step code.
    const staffHeaders = sessionWhileValid(async () => {
      const admin = await loginMember(ctx, "admin@bustan.ae", STAFF_PASSWORD);
      return admin.token ? admin.headers : (await loginMember(ctx, "manager@bustan.ae", STAFF_PASSWORD)).headers;
    });
    const callers: Caller[] = [
      { name: "guest", headers: async () => ({}) },
      { name: "member", headers: memberHeaders },
      { name: "staff", headers: staffHeaders },
      { name: "forged token", headers: async () => ({ authorization: "Bearer eyJhbGciOiJub25lIn0.e30." }) },
    ];

    const findings: Finding[] = [];
    const statuses = new Map<number, number>();
    const succeeded = new Set<string>();
    const started = Date.now();
    for (const [index, op] of operations.entries()) {
      for (const [c, caller] of callers.entries()) {
        const seed = SEED + index * 10 + c;
        const headers = await caller.headers();
        const arbitrary = op.path === STRIPE_WEBHOOK_PATH ? webhookRequest(hints) : requestFor(op, hints);
        for (const [n, generated] of fc.sample(arbitrary, { seed, numRuns: RUNS }).entries()) {
          const request = await prepared(op.path, generated, caller.name === "member", n, headers);
          const res = await send(request, headers);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode < 300) succeeded.add(op.path);
          const problem = problemOf(res.statusCode, res.body);
          if (!problem) continue;
          const operation = `${op.method} ${op.path}`;
          const sent = { ...request, payload: request.payload?.slice(0, 600) };
          findings.push({
            operation,
            caller: caller.name,
            seed,
            request: sent,
            status: res.statusCode,
            problem,
            body: res.body.slice(0, 300),
          });
        }
      }
    }
    const counts = [...statuses].sort(([a], [b]) => a - b);
    const sent = counts.reduce((sum, [, n]) => sum + n, 0);
    const serverErrors = counts.reduce((sum, [status, n]) => sum + (status >= 500 ? n : 0), 0);
    console.info(
      `fuzz: ${sent} requests to ${operations.length} operations in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(seed ${SEED}, ${RUNS} per operation and caller): ${serverErrors} answered 5xx, ${findings.length} findings; ` +
        `answers by status ${JSON.stringify(Object.fromEntries(counts))}; ${succeeded.size} operations answered 2xx`,
    );
    if (findings.length) console.error(JSON.stringify(findings.slice(0, 30), null, 1));
    // The requests must also get through: orders placed, most operations answering 2xx at least once.
    expect(succeeded).toContain(PLACE_ORDER);
    expect(succeeded.size).toBeGreaterThan(operations.length / 2);
    expect(findings.map((f) => `${f.operation} as ${f.caller} (seed ${f.seed}): ${f.problem}`)).toEqual([]);
  }, 240_000);
});

/**
 * Stripe's webhook: events signed with the webhook secret (so that they reach the shop's handling) about the
 * fuzzer's orders, with hostile ids, amounts and order numbers; and now and then a body that is not signed.
 */
function webhookRequest(hints: Hints): fc.Arbitrary<FuzzRequest> {
  const intent = fc.record({
    // Never an id the stand-in hands out (pi_standin_N): Stripe's own ids cannot be guessed and signed by others.
    id: fc.oneof(fc.constantFrom("pi_fuzz_1", "pi_fuzz_2"), hostileValue),
    amount: fc.oneof(fc.integer({ min: 0, max: MAX_INT4 }), hostileValue),
    status: fc.constantFrom("succeeded", "requires_payment_method", "canceled"),
    metadata: fc.record({ orderNumber: fc.oneof(hints.number ?? fc.string(), hostileValue) }),
  });
  const type = fc.constantFrom("payment_intent.succeeded", "payment_intent.payment_failed", "charge.refunded", "x.y");
  const signed = fc.tuple(type, intent).map(([t, object]): FuzzRequest => {
    const event = signedEvent(t, object);
    return {
      method: "POST",
      url: STRIPE_WEBHOOK_PATH,
      payload: event.body,
      headers: { "stripe-signature": event.signature },
    };
  });
  const unsigned = fc.tuple(hostileValue, fc.constantFrom("", "t=1,v1=00", "v1=zz")).map(
    ([body, signature]): FuzzRequest => ({
      method: "POST",
      url: STRIPE_WEBHOOK_PATH,
      payload: JSON.stringify(body) ?? "",
      headers: signature ? { "stripe-signature": signature } : {},
    }),
  );
  return fc.oneof({ weight: 3, arbitrary: signed }, { weight: 1, arbitrary: unsigned });
}

const PLACE_ORDER = "/api/v1/checkout/placeOrder";
/** Calls that take a member's saved address (addressId) or an address or emirate. */
const ADDRESSED = new Set(["/api/v1/checkout/quote", PLACE_ORDER, "/api/v1/user/loadShipmentDetails"]);

type Body = { payload?: { requestPayload?: Record<string, unknown> } };

/**
 * Three requests in four to the addressed calls carry the member's saved address only when the caller is that
 * member, and never with a second address or a discount code; every other order is sent with the total /checkout/quote gives for it.
 * So that orders get as far as being written. Bodies that are not JSON (or too deep to write again) go as they are.
 */
async function prepared(path: string, request: FuzzRequest, member: boolean, n: number, headers: Headers) {
  if (!ADDRESSED.has(path) || n % 4 === 3) return request;
  try {
    const body = JSON.parse(request.payload ?? "") as Body;
    const order = body?.payload?.requestPayload;
    if (!order || typeof order !== "object") return request;
    if (!member) delete order.addressId;
    else if (order.addressId !== undefined) delete order.address;
    // A made-up discount code fails the quote and the order (DISCOUNT_INVALID, issue 16): these go without one.
    delete order.discountCode;
    if (path === PLACE_ORDER && n % 2 === 0) await setQuotedTotal(order, headers);
    return { ...request, payload: JSON.stringify(body) };
  } catch {
    return request;
  }
}

async function setQuotedTotal(order: Record<string, unknown>, headers: Headers) {
  const { lines, addressId, paymentMethod } = order;
  const emirate = (order.address as { emirate?: unknown } | undefined)?.emirate;
  const payload = JSON.stringify(envelope({ lines, addressId, paymentMethod, emirate }));
  const res = await send({ method: "POST", url: "/api/v1/checkout/quote", payload }, headers);
  if (res.statusCode === 200) order.expectedTotal = res.json().responceObj.total;
}

/**
 * Valid values by property name, from the database and from a few calls made first: so that requests reach the
 * services (an existing order number, the member's address, SKUs in stock, one priced to overflow an order).
 */
/**
 * Undoes what fuzzed staff calls may do to the fuzzer's own accounts (disabling them, changing a role) and to the
 * payment methods (cash on delivery turned off), so that later calls still reach their work.
 */
/** The SKUs the fuzzer orders (hintsFor): a fuzzed archive or status call may take their product off sale. */
let orderedSkuIds = "{}";

/**
 * A caller's session for the next operation, after restoring what the fuzzer may have changed: the last one while
 * the server still takes it (loadUser), else a new login. A login is an argon2 verify; logging in afresh for every
 * operation and caller was a third of this test's time.
 */
function sessionWhileValid(login: () => Promise<Headers>): () => Promise<Headers> {
  let last: Headers | undefined;
  return async () => {
    await restoreFuzzedState();
    if (last) {
      const check = { method: "POST" as const, url: "/api/v1/user/loadUser", headers: last, payload: envelope({}) };
      if ((await ctx.app.inject(check)).statusCode === 200) return last;
    }
    last = await login();
    return last;
  };
}

async function restoreFuzzedState(): Promise<void> {
  await ctx.database.db.execute(sql`update skus set is_active = true where id = any(${orderedSkuIds}::int[])`);
  await ctx.database.db.execute(sql`
    update products set status = 'active', is_active = true
     where id in (select product_id from skus where id = any(${orderedSkuIds}::int[])) and not is_active`);
  await ctx.database.db.execute(sql`delete from settings where key = 'payments'`);
  await ctx.database.db.execute(sql`update users set disabled_at = null where disabled_at is not null`);
  await ctx.database.db.execute(
    sql`update users set role = 'ROLE_MANAGER' where lower(email) = 'manager@bustan.ae' and role <> 'ROLE_MANAGER'`,
  );
}

async function hintsFor(member: Member): Promise<Hints> {
  const post = (url: string, requestPayload: unknown, headers: Record<string, string> = member.headers) =>
    ctx.app.inject({ method: "POST", url, headers, payload: envelope(requestPayload) });
  const rows = async <T>(query: SQL) => rowsOf<T>(await ctx.database.db.execute(query));
  const skus = await rows<{ id: number }>(sql`
    select s.id from skus s join products p on p.id = s.product_id where s.is_active and p.is_active
     order by s.id limit 12`);
  const skuIds = skus.map((s) => Number(s.id));
  orderedSkuIds = `{${skuIds.join(",")}}`;
  // Stock for every order the fuzzer places, and two SKUs of 200,000 AED: 99 of each come to 39.6 million AED,
  // above what an int4 column holds in fils (21.47 million AED).
  await rows(sql`update skus set stock = 100000 where id = any(${`{${skuIds.join(",")}}`}::int[])`);
  await rows(sql`update skus set price_fils = 20000000, discount_pct = 0 where id in (${skuIds[0]!}, ${skuIds[1]!})`);
  const slugs = (await rows<{ slug: string }>(sql`select slug from products order by id limit 8`)).map((r) => r.slug);
  // The back office's product calls (id, version) archive and rewrite the product they name: the last one, which
  // no order of the fuzzer buys from.
  const [spare] = await rows<{ id: number }>(sql`select max(id)::int as id from products`);

  const address = { ...DUBAI_ADDRESS };
  const added = await post("/api/v1/user/addresses/add", { address });
  const addressId = added.json().responceObj.addresses[0].addressId as number;
  const lines = [{ skuId: skuIds[2]!, qty: 2 }];
  const quote = await post("/api/v1/checkout/quote", { lines, addressId, paymentMethod: "cod" });
  const placed = await post("/api/v1/checkout/placeOrder", {
    idempotencyKey: "fuzz-setup-order",
    addressId,
    lines,
    deliveryDate: dubaiDate(2),
    deliverySlot: "afternoon",
    paymentMethod: "cod",
    expectedTotal: quote.json().responceObj.total,
  });
  if (placed.statusCode !== 200) throw new Error(`the setup order answered ${placed.statusCode}: ${placed.body}`);
  const orderNumber = placed.json().responceObj.order.number as string;

  return {
    skuId: fc.constantFrom(...skuIds),
    qty: fc.oneof(fc.constant(MAX_LINE_QTY), fc.integer({ min: 1, max: 3 })),
    slug: fc.constantFrom(...slugs),
    id: fc.constant(Number(spare!.id)),
    number: fc.constantFrom(orderNumber, orderNumber.toLowerCase()),
    email: fc.constantFrom(member.email, GUEST_CONTACT.email, "admin@bustan.ae"),
    to: fc.constant(member.email),
    mobile: fc.constantFrom(GUEST_CONTACT.mobile, DUBAI_ADDRESS.mobile),
    recipientMobile: fc.constantFrom(GUEST_CONTACT.mobile, DUBAI_ADDRESS.mobile),
    contact: fc.constant(GUEST_CONTACT),
    paymentMethod: fc.constantFrom("cod", "cod", "card"),
    deliveryDate: fc.integer({ min: 1, max: 6 }).map((days) => dubaiDate(days)),
    idempotencyKey: fc.uuid(),
    addressId: fc.constant(addressId),
    userId: fc.constant(member.user.id),
    q: fc.constantFrom("BST", "ficus", orderNumber.slice(0, 8)),
    settings: fc
      .tuple(fc.constantFrom(...Object.keys(defaultDeliverySettings)), hostileValue, fc.boolean())
      .map(([key, value, keep]) => (keep ? defaultDeliverySettings : { ...defaultDeliverySettings, [key]: value })),
  };
}

async function send(request: FuzzRequest, headers: Record<string, string>) {
  const json = request.payload !== undefined ? { "content-type": "application/json" } : {};
  return ctx.app.inject({
    method: request.method as "GET" | "POST",
    url: request.url,
    headers: { ...headers, ...json, ...request.headers },
    payload: request.payload,
  });
}

function problemOf(status: number, body: string): string | null {
  if (status >= 500) return `answered ${status}`;
  for (const [what, pattern, where] of leaks) {
    if ((where === "any" || status >= 400) && pattern.test(body)) return `answer shows ${what}`;
  }
  return null;
}
