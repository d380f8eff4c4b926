import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The COD fee is the shop's, one for every spec running at the same time on the same server: the spec that changes
 * it (the writer) waits until no test that counts the default AED 5 (a reader) runs, and readers wait while it
 * changes. Directories make the lock (mkdir is atomic across the workers); a lock older than 3 minutes is a
 * crashed run's and is taken over.
 */
const root = path.join(tmpdir(), `bustan-e2e-${process.env.E2E_PORT ?? 3100}-cod-fee`);
const writer = path.join(root, "writer");
const readers = path.join(root, "readers");
const STALE_MS = 180_000;

const pause = () => new Promise((resolve) => setTimeout(resolve, 200));
const exists = (dir: string) => {
  try {
    if (Date.now() - statSync(dir).mtimeMs > STALE_MS) rmSync(dir, { recursive: true, force: true });
    else return true;
  } catch {}
  return false;
};

/** A reader's turn: resolves with the release once no writer holds the lock. */
export async function codFeeReader(): Promise<() => void> {
  mkdirSync(readers, { recursive: true });
  const mine = path.join(readers, `${process.pid}-${Math.random().toString(36).slice(2)}`);
  for (;;) {
    while (exists(writer)) await pause();
    mkdirSync(mine);
    if (!exists(writer)) return () => rmSync(mine, { recursive: true, force: true });
    rmSync(mine, { recursive: true, force: true });
  }
}

/** Runs `change` alone: after the readers running now end, and before new ones start. */
export async function asCodFeeWriter<T>(change: () => Promise<T>): Promise<T> {
  mkdirSync(readers, { recursive: true });
  for (;;) {
    try {
      mkdirSync(writer);
      break;
    } catch {
      exists(writer);
      await pause();
    }
  }
  try {
    while (readdirSync(readers).some((r) => exists(path.join(readers, r)))) await pause();
    return await change();
  } finally {
    rmSync(writer, { recursive: true, force: true });
  }
}
