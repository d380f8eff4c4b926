import { appendFileSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder, openDatabase } from "./client";
import { makePgliteTemplate, templateFor } from "./pglite-template";

describe("issue 17 start-up: an empty DATA_DIR starts from the build's migrated PGlite template", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "pglite-template-"));
  const tarball = path.join(dir, "template.tar");
  beforeAll(() => makePgliteTemplate(tarball, migrationsFolder), 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("unpacked into an empty data directory it holds every migration and stays on disk for the next start", async () => {
    const dataDir = path.join(dir, "data");
    const loadDataDir = templateFor(dataDir, tarball, migrationsFolder);
    expect(loadDataDir).toBeInstanceOf(Blob);
    const first = await openDatabase({ kind: "pglite", dataDir, loadDataDir });
    const applied = await first.appliedMigration();
    expect(applied).toMatch(/^\d{4}_/);
    await first.migrate();
    expect(await first.appliedMigration()).toBe(applied);
    await first.close();

    // The next start finds a database there and never unpacks the template over it.
    expect(templateFor(dataDir, tarball, migrationsFolder)).toBeUndefined();
    const again = await openDatabase({ kind: "pglite", dataDir });
    expect(await again.appliedMigration()).toBe(applied);
    await again.close();
  });

  it("a template made from other migrations (one file changed since) is not used", () => {
    const changed = path.join(dir, "drizzle");
    cpSync(migrationsFolder, changed, { recursive: true });
    appendFileSync(path.join(changed, "0000_init.sql"), "\n-- changed\n");
    expect(templateFor(path.join(dir, "other"), tarball, changed)).toBeUndefined();
    expect(templateFor(path.join(dir, "other"), path.join(dir, "missing.tar"), migrationsFolder)).toBeUndefined();
  });
});
