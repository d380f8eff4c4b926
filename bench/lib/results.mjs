// Markdown output: tables, the machine line, and appending a section to bench/RESULTS.md.
import { execFileSync } from "node:child_process";
import { appendFileSync, existsSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { root } from "./proc.mjs";

export const resultsFile = path.join(root, "bench/RESULTS.md");

/** Core count as `nproc` prints it (what the process may use), falling back to Node's view. */
export function cores() {
  try {
    return Number(execFileSync("nproc", { encoding: "utf8" }).trim());
  } catch {
    return os.availableParallelism();
  }
}

export function table(headers, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(headers), line(headers.map(() => "---")), ...rows.map(line)].join("\n");
}

/** The command line that ran this script, as typed from the repository root. */
export function commandLine() {
  const script = path.relative(root, process.argv[1]);
  return ["node", script, ...process.argv.slice(2)].join(" ");
}

/** Appends a section to bench/RESULTS.md (created with its header when missing) unless --no-record was given. */
export function record(title, body, { command = commandLine(), record: enabled = true } = {}) {
  const section = [
    `## ${title}`,
    "",
    `- Date: ${new Date().toISOString()}`,
    `- Command: \`${command}\` (from the repository root)`,
    `- Machine: \`nproc\` = ${cores()}, ${os.cpus()[0]?.model ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${os.platform()} ${os.release()}, load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")} (1 / 5 / 15 min; the machine is shared)`,
    "",
    body.trim(),
    "",
    "",
  ].join("\n");
  if (!enabled) return section;
  if (!existsSync(resultsFile)) {
    writeFileSync(
      resultsFile,
      "# Benchmark results\n\nAppended by the scripts in bench/ (see bench/README.md); newest sections at the end.\n\n",
    );
  }
  appendFileSync(resultsFile, section);
  return section;
}

export const verdict = (ok) => (ok ? "PASS" : "**FAIL**");

/** A latency in ms for a table: 2 decimals, "n/a" when there is none. */
export const ms = (value) => (Number.isFinite(value) ? `${Math.round(value * 100) / 100} ms` : "n/a");

/** Prints a benchmark's markdown section and appends it to RESULTS.md unless `noRecord`. */
export function publish(title, markdown, { noRecord = false } = {}) {
  console.log(`\n${markdown}\n`);
  return record(title, markdown, { record: !noRecord });
}
