// Lighthouse 12 (mobile, default config) on pages of ours (home "/" by default): performance score, LCP, TBT, CLS,
// first-load JS. Several pages share one server: --path /,/shop/collection/left/sidebar,/shop/product/monstera-deliciosa
// node bench/lighthouse.mjs [--runs 3] [--path /[,/other...]] [--no-record]
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median, round, runArgs } from "./lib/load.mjs";
import { onCleanup, runBenchmark, startShop, tempDir } from "./lib/proc.mjs";
import { record, table, verdict } from "./lib/results.mjs";

// Issue 17's targets: score >= 98, LCP <= 1.5 s (lab), CLS <= 0.02, first-load JS <= 100 KB gzip.
const TARGET_SCORE = 98;
const TARGET_LCP_MS = 1500;
const TARGET_CLS = 0.02;
const TARGET_JS_KB = 100;
const LIGHTHOUSE_VERSION = createRequire(import.meta.url)("lighthouse/package.json").version;
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const { values, runs } = runArgs(3, { path: { type: "string", default: "/" } });

/** One Lighthouse run in a fresh Chrome; returns the figures we report. */
async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir: tempDir("chrome"),
    logLevel: "silent",
  });
  const unregister = onCleanup(() => chrome.kill());
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    const lhr = result?.lhr;
    if (!lhr) throw new Error("Lighthouse returned no report");
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = lhr.audits["network-requests"]?.details?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === "Script");
    const summary = lhr.audits["resource-summary"]?.details?.items ?? [];
    return {
      score: (lhr.categories.performance.score ?? Number.NaN) * 100,
      lcp: numeric("largest-contentful-paint"),
      tbt: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      fcp: numeric("first-contentful-paint"),
      jsTransfer: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      jsSummary: summary.find((r) => r.resourceType === "script")?.transferSize ?? Number.NaN,
      scriptUrls: scripts.map((r) => r.url),
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    unregister();
    chrome.kill();
  }
}

/** Gzip size (zlib default level) of each script fetched uncompressed, independent of what the server negotiates. */
async function gzipBytes(urls) {
  let total = 0;
  for (const url of new Set(urls)) {
    const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
    total += gzipSync(Buffer.from(await response.arrayBuffer())).length;
  }
  return total;
}

async function main() {
  if (!existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH} (set CHROME_PATH)`);
  const shop = await startShop();
  let failed = 0;
  try {
    for (const path of values.path.split(",").filter(Boolean)) failed |= await measurePage(shop, path);
  } finally {
    await shop.stop();
  }
  return failed;
}

/** Median of `runs` Lighthouse runs on one page of the running shop; records its table; 1 when a target is missed. */
async function measurePage(shop, pagePath) {
  const url = new URL(pagePath, shop.url).href;
  // Warm the server (first SSR render, caches) so Lighthouse measures the page, not the first request after start.
  for (let i = 0; i < 5; i++) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${pagePath} answered ${response.status}`);
  }
  const samples = [];
  for (let run = 1; run <= runs; run++) {
    const s = await audit(url);
    s.jsGzip = await gzipBytes(s.scriptUrls);
    samples.push(s);
    for (const w of s.warnings) console.warn(`  warning: ${w}`);
    console.log(
      `run ${run}/${runs}: performance ${round(s.score)}, LCP ${round(s.lcp)} ms, TBT ${round(s.tbt)} ms, ` +
        `CLS ${round(s.cls, 3)}, JS ${round(s.jsTransfer / 1024, 1)} KB transferred (${s.scriptUrls.length} scripts), ` +
        `${round(s.jsGzip / 1024, 1)} KB gzip`,
    );
  }
  const m = (key) => median(samples.map((s) => s[key]));
  const score = m("score");
  const cls = m("cls");
  const jsKb = m("jsTransfer") / 1024;
  const jsGzipKb = m("jsGzip") / 1024;
  const jsWorst = Math.max(jsKb, jsGzipKb);
  const markdown = [
    table(
      ["metric", "median", "runs", "target", "result"],
      [
        [
          "performance score",
          round(score),
          samples.map((s) => round(s.score)).join(", "),
          `>= ${TARGET_SCORE}`,
          verdict(score >= TARGET_SCORE),
        ],
        [
          "LCP",
          `${round(m("lcp"))} ms`,
          samples.map((s) => round(s.lcp)).join(", "),
          `<= ${TARGET_LCP_MS} ms`,
          verdict(m("lcp") <= TARGET_LCP_MS),
        ],
        ["TBT", `${round(m("tbt"))} ms`, samples.map((s) => round(s.tbt)).join(", "), "", ""],
        [
          "CLS",
          round(cls, 3),
          samples.map((s) => round(s.cls, 3)).join(", "),
          `<= ${TARGET_CLS}`,
          verdict(cls <= TARGET_CLS),
        ],
        ["FCP", `${round(m("fcp"))} ms`, samples.map((s) => round(s.fcp)).join(", "), "", ""],
        [
          "first-load JS, transferred",
          `${round(jsKb, 1)} KB`,
          samples.map((s) => round(s.jsTransfer / 1024, 1)).join(", "),
          `<= ${TARGET_JS_KB} KB`,
          verdict(jsWorst <= TARGET_JS_KB),
        ],
        [
          "first-load JS, gzip of each file",
          `${round(jsGzipKb, 1)} KB`,
          samples.map((s) => round(s.jsGzip / 1024, 1)).join(", "),
          "",
          "",
        ],
      ],
    ),
    "",
    `Median of ${runs} Lighthouse ${LIGHTHOUSE_VERSION} runs (mobile form factor, default config with simulated throttling) ` +
      `on ${pagePath} of our server (PGlite, fresh DATA_DIR, demo seed), each run in a fresh headless Chromium ` +
      `(${CHROME_PATH}: ${CHROME_FLAGS.join(" ")}). JS transferred = sum of transferSize of Script requests in the ` +
      `network-requests audit (resource-summary says ${round(m("jsSummary") / 1024, 1)} KB); "gzip of each file" ` +
      `re-fetches those ${samples[0]?.scriptUrls.length ?? 0} scripts uncompressed and gzips them (zlib default level). ` +
      "The JS target is checked against the larger of the two.",
  ].join("\n");
  console.log(`\n${markdown}\n`);
  const page = pagePath === "/" ? "home page" : pagePath;
  record(`Lighthouse, ${page} (bench/lighthouse.mjs)`, markdown, { record: !values["no-record"] });
  const met = score >= TARGET_SCORE && m("lcp") <= TARGET_LCP_MS && cls <= TARGET_CLS && jsWorst <= TARGET_JS_KB;
  return met ? 0 : 1;
}

runBenchmark(main, { maxSeconds: 180 + values.path.split(",").length * runs * 180 });
