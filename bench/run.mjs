// npm run bench: the benchmarks in sequence, each in its own process (menus, startup, lighthouse).
// node bench/run.mjs [--only menus|startup|lighthouse] [--runs N] [--no-record]
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import { root } from "./lib/proc.mjs";

const ALL = ["menus", "startup", "lighthouse"];
const { values } = parseArgs({
  options: {
    only: { type: "string" },
    runs: { type: "string" },
    "no-record": { type: "boolean", default: false },
  },
});
const selected = values.only ? values.only.split(",").map((s) => s.trim()) : ALL;
const unknown = selected.filter((name) => !ALL.includes(name));
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(", ")}: choose from ${ALL.join(", ")}.`);
  process.exit(2);
}
if (values.runs !== undefined && !(Number(values.runs) >= 1)) {
  console.error("--runs needs a number >= 1.");
  process.exit(2);
}

let current;
const forward = (signal) => () => current?.kill(signal);
process.on("SIGINT", forward("SIGINT"));
process.on("SIGTERM", forward("SIGTERM"));

const failed = [];
for (const name of selected) {
  const args = [`bench/${name}.mjs`];
  if (values.runs) args.push("--runs", values.runs);
  if (values["no-record"]) args.push("--no-record");
  console.log(`\n=== ${name}: node ${args.join(" ")}`);
  const code = await new Promise((resolve) => {
    current = spawn(process.execPath, args, { cwd: root, stdio: "inherit" });
    current.on("exit", (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
  if (code !== 0) failed.push(`${name} (exit ${code})`);
}
console.log(
  failed.length ? `\nMissed a target or failed: ${failed.join(", ")}` : "\nAll benchmarks met their targets.",
);
process.exit(failed.length ? 1 : 0);
