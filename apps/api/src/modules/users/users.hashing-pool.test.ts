import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, registerMember } from "../../../test/support/members";
import { createTestContext, envelope, type TestContext } from "../../../test/support/test-app";
import { loadConfig } from "../../config";
import { createHashingPool, HashingBusyError } from "./hashing-pool";

let ctx: TestContext;
let member: Member;
beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    env: { PASSWORD_HASH_CONCURRENCY: "1", PASSWORD_HASH_QUEUE_LIMIT: "1", LOGIN_RATE_LIMIT_PER_MINUTE: "1000" },
  });
  member = await registerMember(ctx);
});
afterAll(() => ctx.close());

describe("issue 17: a bounded password-hashing pool", () => {
  it("issue 17: logins beyond the pool and its queue are answered 503 with Retry-After, never queued without end", async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        ctx.app.inject({
          method: "POST",
          url: "/api/v1/user/login",
          remoteAddress: `10.17.0.${i + 1}`,
          payload: envelope({ email: member.email, password: member.password }),
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    // One hashing and one waiting get through; the others arrive while both slots are taken.
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    const refused = answers.filter((a) => a.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.headers["retry-after"]).toBe("2");
      expect(answer.json().errorList[0].errorCode).toBe("SERVICE_UNAVAILABLE");
    }
    // A refusal is not a failed login: the member signs in at once afterwards, without any throttle wait.
    const after = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/user/login",
      remoteAddress: "10.17.0.1",
      payload: envelope({ email: member.email, password: member.password }),
    });
    expect(after.statusCode).toBe(200);
  });

  it("issue 17: at most `concurrency` hashes run at once, the next waits its turn in order", async () => {
    const pool = createHashingPool({ concurrency: 2, queueLimit: 2 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const work = (n: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      order.push(n);
      return n;
    };
    const all = [1, 2, 3, 4, 5].map((n) => pool.run(work(n)).catch((e: unknown) => e));
    const results = await Promise.all(all);
    expect(most).toBe(2);
    expect(results.slice(0, 4)).toEqual([1, 2, 3, 4]);
    expect(results[4]).toBeInstanceOf(HashingBusyError);
    expect(pool.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it("issue 17: the pool's bounds are validated at start", () => {
    expect(() => loadConfig({ NODE_ENV: "test", PASSWORD_HASH_CONCURRENCY: "0" })).toThrow(/PASSWORD_HASH_CONCURRENCY/);
    expect(() => loadConfig({ NODE_ENV: "test", PASSWORD_HASH_QUEUE_LIMIT: "-1" })).toThrow(
      /PASSWORD_HASH_QUEUE_LIMIT/,
    );
    expect(loadConfig({ NODE_ENV: "test" }).passwordHashing.concurrency).toBeGreaterThanOrEqual(1);
  });
});
