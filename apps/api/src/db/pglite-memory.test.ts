import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fileTestContext } from "../../test/support/test-app";

const ctx = fileTestContext({ seed: false });

describe("PGlite's memory bounds", () => {
  it("issue 17: the embedded database runs with a 16 MB buffer pool and 16 MB for index builds", async () => {
    const { database } = ctx();
    // The PostgreSQL run of the suite: a server's memory is its operator's settings, not ours.
    if (database.kind !== "pglite") return;
    const show = async (name: string) => {
      const result = await database.db.execute(sql.raw(`show ${name}`));
      return (result as unknown as { rows: Array<Record<string, string>> }).rows[0]?.[name];
    };
    expect([await show("shared_buffers"), await show("maintenance_work_mem")]).toEqual(["16MB", "16MB"]);
  });
});
