import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../lib/rows";
import { openDatabase } from "./client";

// Issue 17 (the log under load): at shutdown, a request whose client went away may still be running its queries.
describe.runIf(process.env.DATABASE_URL)("issue 17: closing the PostgreSQL pools", () => {
  it("issue 17: lets a request running when close is called finish its queries, then ends the pools", async () => {
    const database = await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL!, poolSize: 2 });
    const request = (async () => {
      await database.db.execute(sql`select pg_sleep(0.3)`);
      return rowsOf(await database.db.execute(sql`select 42 as answer`));
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await database.close();
    expect(await request).toEqual([{ answer: 42 }]);
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
