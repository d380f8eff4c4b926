// Why a page's Lighthouse LCP is what it is: one Lighthouse run (mobile, simulated throttling) of a page of our
// server with its trace kept (`lighthouse -G`), then Lighthouse's own Lantern LCP estimate re-run on it, printing
// every request and task of the optimistic and pessimistic graphs with its simulated start and end. A tool, not a
// benchmark: nothing is recorded. Decision 0024 was found with it (the picture waiting for a connection, then for
// its share of the link).
// node bench/lcp-graph.mjs [--path /shop/product/monstera-deliciosa]
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { parseArgs, promisify } from "node:util";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { defaultSettings } from "lighthouse/core/config/constants.js";
import { loadArtifacts } from "lighthouse/core/lib/asset-saver.js";
import { CHROME_FLAGS, CHROME_PATH } from "./lib/chrome.mjs";
import { demoPicturesDrawn, runBenchmark, startShop, tempDir } from "./lib/proc.mjs";

const { values } = parseArgs({ options: { path: { type: "string", default: "/shop/product/monstera-deliciosa" } } });

/** A node of a Lantern graph as one line: a request's type, priority, bytes and address, or a task's events. */
function nodeLine(node) {
  if (node.type === "network") {
    const { resourceType, priority, transferSize, url } = node.request;
    return `${resourceType} ${priority} ${transferSize} B ${url.length > 70 ? `…${url.slice(-69)}` : url}`;
  }
  const events = [...new Set(node.childEvents.map((event) => event.name))].slice(0, 6).join(", ");
  return `task ${Math.round(node.duration / 1000)} ms observed: ${events}`;
}

function printGraph(label, estimate) {
  console.log(`\n${label}: ${Math.round(estimate.timeInMs)} ms`);
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of rows) {
    console.log(
      `${String(Math.round(timing.startTime)).padStart(6)} ${String(Math.round(timing.endTime)).padStart(6)}  ${nodeLine(node)}`,
    );
  }
}

async function main() {
  if (!existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH} (set CHROME_PATH)`);
  const dataDir = tempDir("lcp-graph");
  const shop = await startShop({ dataDir });
  const artifactsDir = tempDir("lcp-graph-artifacts");
  try {
    if (Number.isNaN(await demoPicturesDrawn(dataDir))) throw new Error("the demo pictures were not drawn in 5 min");
    const url = new URL(values.path, shop.url).href;
    for (let i = 0; i < 5; i++) await (await fetch(url)).arrayBuffer(); // warm, as bench/lighthouse.mjs does
    const flags = [
      "--only-categories=performance",
      `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
      "--quiet",
      "--output=json",
    ];
    await promisify(execFile)(
      "npx",
      ["lighthouse", url, ...flags, `--output-path=${artifactsDir}/report.json`, `-G=${artifactsDir}`],
      { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
    );
  } finally {
    await shop.stop();
  }
  const artifacts = await loadArtifacts(artifactsDir);
  const settings = { ...defaultSettings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
  console.log(`${values.path}: simulated LCP ${Math.round(lcp.timing)} ms (the mean of the two graphs below)`);
  printGraph("optimistic graph", lcp.optimisticEstimate);
  printGraph("pessimistic graph", lcp.pessimisticEstimate);
  return 0;
}

runBenchmark(main, { maxSeconds: 600 });
