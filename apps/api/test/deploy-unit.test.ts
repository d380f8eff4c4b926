import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript shared with npm start, the cluster and the benchmarks (no types)
import { serviceEnvironment, serviceUnit, startNodeArgs } from "../../../scripts/lib.mjs";

// The systemd unit (deploy/bustan-shop.service) runs the shop as `npm start` does, with the environment
// bench/memory.mjs measures (docs/decisions/0021-memory.md).
describe("issue 17: the systemd unit", () => {
  const unit = readFileSync(serviceUnit, "utf8");

  it("issue 17: starts node with npm start's heap bounds, in production, with glibc malloc's bounds", () => {
    const execStart = /^ExecStart=(\S+)((?:\s+--\S+)*)\s+scripts\/start\.mjs$/m.exec(unit);
    expect(execStart?.[2]?.trim().split(/\s+/)).toEqual(startNodeArgs());
    expect(unit).toMatch(/^Environment=NODE_ENV=production$/m);
    // Every Environment= line is one the cluster and the benchmarks read too (no quoted or multi-variable line).
    expect(unit.match(/^Environment=/gm)).toHaveLength(Object.keys(serviceEnvironment()).length + 1);
    expect(serviceEnvironment()).toEqual({
      MALLOC_ARENA_MAX: "2",
      MALLOC_TRIM_THRESHOLD_: "131072",
      MALLOC_MMAP_THRESHOLD_: "131072",
    });
  });

  it.skipIf(!existsSync("/usr/bin/systemd-analyze") || !existsSync("/usr/bin/node"))(
    "issue 17: systemd-analyze verify finds nothing wrong in it",
    () => {
      const verify = spawnSync("systemd-analyze", ["verify", serviceUnit], { encoding: "utf8", timeout: 30_000 });
      expect(`${verify.stdout}${verify.stderr}`.trim()).toBe("");
      expect(verify.status).toBe(0);
    },
  );
});
