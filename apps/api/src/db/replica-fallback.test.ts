import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { REPLICA_RETRY_MS, ReplicaFallbackPool } from "./replica-fallback";

// issue 17 (read replica): reads move to the primary while the replica does not answer, and try it again later.
describe.runIf(process.env.DATABASE_URL)("issue 17: the read pool falls back to the primary", () => {
  const primary = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  // Nothing listens on port 1: every connection is refused at once, as by a replica that was stopped.
  const gone = new pg.Pool({ host: "127.0.0.1", port: 1, connectionTimeoutMillis: 1_000, max: 1 });
  gone.on("error", () => {});
  afterAll(() => Promise.all([primary.end(), gone.end()]));

  it("issue 17: a replica that refuses connections sends the read, and the next ones for a while, to the primary", async () => {
    let now = 1_000_000;
    const reads = new ReplicaFallbackPool(gone, primary, () => now);
    expect((await reads.query("select 41 + 1 as answer")).rows).toEqual([{ answer: 42 }]);
    expect(reads.fellBack).toBe(true);
    now += REPLICA_RETRY_MS + 1;
    expect(reads.fellBack).toBe(false);
    expect((await reads.query("select $1::int as answer", [7])).rows).toEqual([{ answer: 7 }]);
    expect(reads.fellBack).toBe(true);
  });

  it("issue 17: a query the replica refuses is an error, not a second try on the primary", async () => {
    const reads = new ReplicaFallbackPool(primary, gone);
    await expect(reads.query("select nonsense from")).rejects.toMatchObject({ code: "42601" });
    expect(reads.fellBack).toBe(false);
  });
});
