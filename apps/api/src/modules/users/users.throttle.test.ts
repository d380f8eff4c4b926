import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerMember } from "../../../test/support/members";
import { createTestContext, envelope, type TestContext } from "../../../test/support/test-app";
import { buildApp } from "../../app";
import { pruneThrottle } from "./users.throttle.repo";

// Small numbers so the rules show in a few requests: 3 free failures per (account, address) pair, 10 per account
// per hour, 12 per address per hour. The per-minute IP limit is out of the way.
let ctx: TestContext;
let second: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    env: {
      LOGIN_PAIR_FREE_FAILURES: "3",
      LOGIN_FAILURES_PER_HOUR: "10",
      LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: "12",
      LOGIN_RATE_LIMIT_PER_MINUTE: "1000",
    },
  });
  // A second instance on the same database: the counters must be shared, not per process.
  second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

const login = (remoteAddress: string, email: string, password: string, app = ctx.app) =>
  app.inject({ method: "POST", url: "/api/v1/user/login", remoteAddress, payload: envelope({ email, password }) });
const wrong = (remoteAddress: string, email: string, app = ctx.app) =>
  login(remoteAddress, email, "Wrong-guess-42", app);

/** Moves the pairs' last failure a minute back: as if the client had waited out its delay. */
const waitOutDelays = () =>
  ctx.database.db.execute(sql`update login_throttle set last_failure_at = now() - interval '1 minute'
    where scope = 'pair'`);

async function statuses(n: number, attempt: () => Promise<{ statusCode: number }>) {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) codes.push((await attempt()).statusCode);
  return codes;
}

describe("login throttling (OWASP ASVS 2.2.1)", () => {
  it("security (lockout as denial of service): after the free failures an address waits 2, 4, 8 s (429 + Retry-After) while the owner elsewhere logs in", async () => {
    const owner = await registerMember(ctx);
    const attacker = "10.40.0.1";
    expect(await statuses(3, () => wrong(attacker, owner.email))).toEqual([401, 401, 401]);
    for (const expected of ["2", "4", "8"]) {
      // Even the right password waits: the delay is decided before the password is checked.
      const blocked = await login(attacker, owner.email, owner.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers["retry-after"]).toBe(expected);
      expect(blocked.json().errorList[0]).toMatchObject({
        errorCode: "RATE_LIMITED",
        suggesstion: expect.stringMatching(/Wait \d+ seconds/),
      });
      await waitOutDelays();
      expect((await wrong(attacker, owner.email)).statusCode).toBe(401);
    }
    // The owner, at an address of their own, is not slowed down at all.
    expect((await login(owner.remoteAddress, owner.email, owner.password)).statusCode).toBe(200);
    // Once the delay is over, the right password from the attacker's address works and clears that pair.
    await waitOutDelays();
    expect((await login(attacker, owner.email, owner.password)).statusCode).toBe(200);
    expect((await wrong(attacker, owner.email)).statusCode).toBe(401);
  });

  it("security: above the per-account ceiling only addresses that failed for the account wait; the owner's address without failures gets in", async () => {
    const owner = await registerMember(ctx);
    // Ten failures from five addresses, two each: no pair reaches its own limit, the account reaches its ceiling.
    for (let i = 1; i <= 5; i++)
      expect(await statuses(2, () => wrong(`10.41.0.${i}`, owner.email))).toEqual([401, 401]);
    const blocked = await login("10.41.0.1", owner.email, owner.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(3600);
    expect(blocked.json().errorList[0].errorDesc).toMatch(/this account/);
    // The owner at home, which never failed for this account, gets in with the right password.
    expect((await login("10.41.9.9", owner.email, owner.password)).statusCode).toBe(200);
    // A new address gets one wrong try; after that it is stopped too.
    expect((await wrong("10.41.0.6", owner.email)).statusCode).toBe(401);
    expect((await wrong("10.41.0.6", owner.email)).statusCode).toBe(429);
  });

  it("security (credential stuffing): one address trying many accounts reaches the per-address ceiling", async () => {
    const member = await registerMember(ctx);
    const stuffer = "10.42.0.1";
    const codes = await statuses(12, async () => wrong(stuffer, `stuffed-${Math.random()}@example.ae`));
    expect(codes).toEqual(Array(12).fill(401));
    const blocked = await wrong(stuffer, "one-more@example.ae");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errorList[0].errorDesc).toMatch(/your network/);
    expect((await login(stuffer, member.email, member.password)).statusCode).toBe(429);
    expect((await login(member.remoteAddress, member.email, member.password)).statusCode).toBe(200);
  });

  it("an unknown e-mail is throttled the same way, so the answers do not reveal which e-mails have accounts", async () => {
    const address = "10.43.0.1";
    expect(await statuses(3, () => wrong(address, "ghost@example.ae"))).toEqual([401, 401, 401]);
    const blocked = await wrong(address, "GHOST@example.ae");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBe("2");
  });

  it("the counters live in the database: a second instance sees the first one's failures", async () => {
    const owner = await registerMember(ctx);
    const attacker = "10.44.0.1";
    expect(await statuses(3, () => wrong(attacker, owner.email))).toEqual([401, 401, 401]);
    const onSecond = await login(attacker, owner.email, owner.password, second);
    expect(onSecond.statusCode).toBe(429);
    expect(onSecond.headers["retry-after"]).toBe("2");
    await waitOutDelays();
    expect((await wrong(attacker, owner.email, second)).statusCode).toBe(401);
    expect((await login(attacker, owner.email, owner.password)).headers["retry-after"]).toBe("4");
  });

  it("security: an IPv6 client is counted by its /64, so stepping to a neighbouring address does not reset the delay", async () => {
    const owner = await registerMember(ctx);
    const codes = await statuses(3, async () =>
      wrong(`2001:db8:7:9::${Math.floor(Math.random() * 9000) + 1}`, owner.email),
    );
    expect(codes).toEqual([401, 401, 401]);
    const neighbour = await login("2001:db8:7:9:abcd::42", owner.email, owner.password);
    expect(neighbour.statusCode).toBe(429);
    expect(neighbour.headers["retry-after"]).toBe("2");
    // Another /64 is another client.
    expect((await login("2001:db8:7:a::1", owner.email, owner.password)).statusCode).toBe(200);
  });

  it("concurrent attempts after a delay: only one of them is tried", async () => {
    const owner = await registerMember(ctx);
    const attacker = "10.45.0.1";
    expect(await statuses(3, () => wrong(attacker, owner.email))).toEqual([401, 401, 401]);
    await waitOutDelays();
    const codes = (await Promise.all([1, 2, 3, 4].map(() => wrong(attacker, owner.email)))).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([401, 429, 429, 429]);
  });

  it("a wrong current password when changing it counts like a failed login", async () => {
    const owner = await registerMember(ctx);
    const change = () =>
      ctx.app.inject({
        method: "POST",
        url: "/api/v1/user/updatePassword",
        remoteAddress: owner.remoteAddress,
        headers: owner.headers,
        payload: envelope({
          updatePassword: { currentPassword: "Wrong-guess-42", newPassword: "Olive-grove-river-93" },
        }),
      });
    expect(await statuses(3, change)).toEqual([401, 401, 401]);
    const blocked = await change();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBe("2");
  });

  it("housekeeping forgets ended windows and pairs quiet for a day", async () => {
    await ctx.database.db.execute(sql`insert into login_throttle values
      ('pair', 'old@example.ae', '10.46.0.1', now() - interval '2 days', 9, now() - interval '25 hours'),
      ('account', 'old@example.ae', '', date_trunc('hour', now()) - interval '1 hour', 9, now() - interval '1 hour')`);
    await pruneThrottle(ctx.database.db);
    const left = await ctx.database.db.execute(sql`select 1 from login_throttle where account = 'old@example.ae'`);
    expect((left as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });
});
