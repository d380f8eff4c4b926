// Markdown output: tables, the machine line, and a benchmark's current section in bench/RESULTS.md.
import { execFileSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
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

/** Load average (1 min) when this benchmark process started: the "start" of a section's load figure. */
const loadAtStart = os.loadavg()[0];

/** The short commit the run measured, or "unknown" outside a git checkout. */
function commit() {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    // The results files themselves do not count: a run of several benchmarks changes them as it goes.
    const dirty = execFileSync(
      "git",
      ["status", "--porcelain", "--untracked-files=no", "--", ".", ":!bench/RESULTS.md", ":!bench/history"],
      { cwd: root, encoding: "utf8" },
    );
    return dirty.trim() ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return "unknown";
  }
}

/** The script of this process, e.g. "menus.mjs": sections are kept one per script. */
const runningScript = () => path.basename(process.argv[1] ?? "unknown.mjs");

/**
 * Records a benchmark's section unless --no-record: it REPLACES that script's current section in bench/RESULTS.md
 * (one current table per bench/*.mjs) and the replaced one is appended, verbatim, to bench/history/<its date>.md.
 * The section opens with one line in the same form for every benchmark: command, cores, load average at the start
 * and end of the run, date, commit.
 */
export function record(
  title,
  body,
  { command = commandLine(), record: enabled = true, script = runningScript() } = {},
) {
  const heading = title.includes(`bench/${script}`) ? title : `${title} (bench/${script})`;
  const load = (l) => l.toFixed(1);
  const section = [
    `## ${heading}`,
    "",
    `Command: \`${command}\` · ${cores()} cores · load average ${load(loadAtStart)} → ${load(os.loadavg()[0])} · ` +
      `${new Date().toISOString().slice(0, 10)} · commit ${commit()}`,
    "",
    body.trim(),
    "",
  ].join("\n");
  if (enabled) replaceCurrent(section, script);
  return section;
}

/** Splits a results file into what precedes the first "## " heading and its "## " sections (verbatim). */
export function splitSections(text) {
  const parts = text.split(/^(?=## )/m);
  const preamble = parts[0].startsWith("## ") ? "" : parts.shift();
  return { preamble, sections: parts };
}

/** The first YYYY-MM-DD in a section (its date line), or today. */
export function sectionDate(section) {
  return /\b(\d{4}-\d{2}-\d{2})(?!\d)/.exec(section)?.[1] ?? new Date().toISOString().slice(0, 10);
}

const ownedBy = (section, script) => section.split("\n", 1)[0].includes(`bench/${script}`);

const HEADER = [
  "# Benchmark results",
  "",
  "One current section per benchmark (bench/*.mjs), each replaced by that script's next recorded run; every",
  "earlier section is kept verbatim in [history/](history/), one file per date. See bench/README.md.",
  "",
  "",
].join("\n");

/**
 * Puts `section` in place of `script`'s current section(s) in `file` (at the end when it has none) and appends
 * the replaced ones to `historyDir`/<date>.md. Returns the replaced sections.
 */
export function replaceCurrent(
  section,
  script,
  { file = resultsFile, historyDir = path.join(path.dirname(file), "history") } = {},
) {
  const text = existsSync(file) ? readFileSync(file, "utf8") : HEADER;
  const { preamble, sections } = splitSections(text);
  const replaced = sections.filter((s) => ownedBy(s, script));
  const kept = [];
  let placed = false;
  for (const s of sections) {
    if (!ownedBy(s, script)) kept.push(s);
    else if (!placed) {
      kept.push(section);
      placed = true;
    }
  }
  if (!placed) kept.push(section);
  for (const old of replaced) {
    mkdirSync(historyDir, { recursive: true });
    const day = sectionDate(old);
    const target = path.join(historyDir, `${day}.md`);
    if (!existsSync(target)) {
      writeFileSync(target, `# Benchmark results, ${day}\n\nSections moved verbatim from bench/RESULTS.md.\n\n`);
    }
    appendFileSync(target, `${old.trimEnd()}\n\n`);
  }
  // One blank line between sections; the file ends with one newline.
  const body = kept.map((s) => s.trimEnd()).join("\n\n");
  writeFileSync(file, `${(preamble || HEADER).trimEnd()}\n\n${body}\n`);
  return replaced;
}

export const verdict = (ok) => (ok ? "PASS" : "**FAIL**");

/** A latency in ms for a table: 2 decimals, "n/a" when there is none. */
export const ms = (value) => (Number.isFinite(value) ? `${Math.round(value * 100) / 100} ms` : "n/a");

/** Prints a benchmark's markdown section and records it as its current section in RESULTS.md unless `noRecord`. */
export function publish(title, markdown, { noRecord = false } = {}) {
  console.log(`\n${markdown}\n`);
  return record(title, markdown, { record: !noRecord });
}
