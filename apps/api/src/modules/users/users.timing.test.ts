import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, registerMember } from "../../../test/support/members";
import { envelopePoster } from "../../../test/support/poster";
import { createTestContext, type TestContext } from "../../../test/support/test-app";

/**
 * Timing must not tell whether an e-mail has an account. Medians of interleaved samples, with tolerances wide
 * enough for a busy 2-core machine but far below what an argon2 hash (~50 ms) or a transaction would add.
 */
let ctx: TestContext;
let member: Member;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  member = await registerMember(ctx, { email: "timing@example.ae" });
});
afterAll(() => ctx.close());

const post = envelopePoster(() => ctx, "10.5");
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timeInterleaved(samples: number, a: (i: number) => Promise<void>, b: (i: number) => Promise<void>) {
  const aMs: number[] = [];
  const bMs: number[] = [];
  for (let i = 0; i < samples; i++) {
    for (const [run, into] of i % 2
      ? ([
          [b, bMs],
          [a, aMs],
        ] as const)
      : ([
          [a, aMs],
          [b, bMs],
        ] as const)) {
      await pause(15);
      await ctx.app.accountsSettled();
      await ctx.app.mailOutbox.drain();
      const started = performance.now();
      await run(i);
      into.push(performance.now() - started);
    }
  }
  return { a: median(aMs), b: median(bMs) };
}

describe("no account enumeration through timing", () => {
  it("login: an unknown e-mail and a wrong password take similar time (medians within a factor of 2)", async () => {
    // Both run one argon2id verification (~20-60 ms); skipping it for an unknown e-mail would be a factor of 10+.
    const { a: unknown, b: wrong } = await timeInterleaved(
      11,
      async (i) => {
        expect(
          (await post("/api/v1/user/login", { email: `ghost${i}@example.ae`, password: `Wrong-${i}-pass` })).statusCode,
        ).toBe(401);
      },
      async (i) => {
        expect(
          (await post("/api/v1/user/login", { email: member.email, password: `Wrong-${i}-pass` })).statusCode,
        ).toBe(401);
      },
    );
    expect(unknown / wrong).toBeGreaterThan(1 / 2);
    expect(unknown / wrong).toBeLessThan(2);
  });

  it("SPEC 7 forgot password: similar time whether or not the account exists (the work happens after the answer)", async () => {
    const { a: known, b: unknown } = await timeInterleaved(
      9,
      async () => {
        expect((await post("/api/v1/user/reset-password", { email: member.email })).statusCode).toBe(200);
      },
      async (i) => {
        expect((await post("/api/v1/user/reset-password", { email: `nobody${i}@example.ae` })).statusCode).toBe(200);
      },
    );
    // Both answer before any database work; the gap is noise, never a hash or a transaction.
    expect(Math.abs(known - unknown)).toBeLessThan(Math.max(10, Math.min(known, unknown)));
  });
});
