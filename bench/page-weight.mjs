// Page weight (issues 16 and 17): the JS and CSS, gzip, a first visit to a page loads, read from the React Router
// build's manifest: the client entry and its imports, then each route of the page (root down) with its module,
// imports, CSS and the stylesheets of its links(). Each file is gzipped (zlib default level) once. Lazy chunks (the
// cart drawer, the quick-add code) are reported apart: they load on demand, not with the page.
//   node bench/page-weight.mjs [--build apps/web/build] [--before <other build dir>] [--budget 100] [--stats <file>]
//     [--no-record]
// --budget N: exit 1 when a page's first-load JS is over N KB gzip (issue 17: 100). --stats <file>: the module
// listing a build made with BUNDLE_STATS=<file> (apps/web/vite.config.ts); each page's JS is then broken down by
// package or app folder (a file's gzip size shared out by its modules' rendered lengths).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { root } from "./lib/proc.mjs";
import { record, table } from "./lib/results.mjs";

const { values: args } = parseArgs({
  options: {
    build: { type: "string", default: "apps/web/build" },
    before: { type: "string" },
    budget: { type: "string" },
    stats: { type: "string" },
    "no-record": { type: "boolean", default: false },
  },
});

/** The pages measured: home, a collection page and the product page (route ids of apps/web/app/routes.ts). */
const PAGES = [
  ["home (/)", "routes/home"],
  ["collection (/shop/collection/left/sidebar)", "collection-left-sidebar"],
  ["product (/shop/product/:slug)", "product"],
];
/** On-demand chunks worth naming (file name prefixes). */
const LAZY = ["cart-drawer", "quick-add-dialog", "quick-add"];

const kb = (bytes) => (bytes / 1024).toFixed(1);
const stats = args.stats ? JSON.parse(readFileSync(args.stats, "utf8")) : null;

/** A package ("react-dom", "@scope/name") or an app folder ("apps/web/app/features/cart") for a module id. */
function groupOf(id) {
  const dep = id.match(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/);
  if (dep) return dep[1];
  const app = id.match(/(apps[\\/]web[\\/]app|packages[\\/]shared[\\/]src)([\\/][^\\/?]+)*?[\\/][^\\/]+$/);
  return app ? path.dirname(id.slice(id.indexOf(app[1]))) : id;
}

/** Shares a file's gzip bytes out to its modules' groups in proportion to their rendered lengths. */
function shareOut(modules, bytes, parts) {
  const total = Object.values(modules).reduce((sum, length) => sum + length, 0);
  if (!total) return;
  for (const [id, length] of Object.entries(modules)) {
    const group = groupOf(id);
    parts.set(group, (parts.get(group) ?? 0) + (bytes * length) / total);
  }
}

async function measure(buildDir) {
  const dir = path.resolve(root, buildDir);
  const server = await import(pathToFileURL(path.join(dir, "server/index.js")).href);
  const { assets, routes } = server;
  const gz = new Map();
  const size = (href) => {
    if (!gz.has(href)) gz.set(href, gzipSync(readFileSync(path.join(dir, "client", href))).length);
    return gz.get(href);
  };
  const pages = {};
  for (const [label, id] of PAGES) {
    const chain = [];
    for (let at = id; at; at = assets.routes[at]?.parentId) chain.unshift(at);
    const files = new Set([assets.entry.module, ...assets.entry.imports]);
    for (const routeId of chain) {
      const entry = assets.routes[routeId];
      if (!entry) throw new Error(`route ${routeId} is not in the manifest of ${dir}`);
      for (const file of [entry.module, ...(entry.imports ?? []), ...(entry.css ?? [])]) files.add(file);
      const links = routes[routeId]?.module?.links?.() ?? [];
      for (const link of links)
        if (link.rel === "stylesheet" && link.href?.startsWith("/assets/")) files.add(link.href);
    }
    let js = 0;
    let css = 0;
    const parts = new Map();
    for (const file of files) {
      if (file.endsWith(".css")) css += size(file);
      else {
        js += size(file);
        if (stats) shareOut(stats[file.slice(1)] ?? {}, size(file), parts);
      }
    }
    pages[label] = { js, css, files: files.size, parts };
  }
  const lazy = {};
  const assetsDir = path.join(dir, "client/assets");
  for (const name of readdirSync(assetsDir)) {
    const prefix = LAZY.find((p) => name.startsWith(`${p}-`) && /^[\w-]+-[\w-]{8}\.(js|css)$/.test(name));
    if (prefix && !name.endsWith(".gz") && !name.endsWith(".br")) lazy[name] = size(`/assets/${name}`);
  }
  return { pages, lazy };
}

const budget = args.budget ? Number(args.budget) : null;
if (budget !== null && !(budget > 0)) throw new Error(`--budget wants a size in KB, not ${args.budget}`);
const after = await measure(args.build);
const before = args.before ? await measure(args.before) : null;
const rows = PAGES.map(([label]) => {
  const a = after.pages[label];
  const total = a.js + a.css;
  if (!before) {
    const row = [label, `${kb(a.js)} KB`, `${kb(a.css)} KB`, `${kb(total)} KB`, `${a.files}`];
    return budget ? [...row, a.js <= budget * 1024 ? "PASS" : "**FAIL**"] : row;
  }
  const b = before.pages[label];
  const growth = total - (b.js + b.css);
  return [
    label,
    `${kb(b.js + b.css)} KB (JS ${kb(b.js)}, CSS ${kb(b.css)})`,
    `${kb(total)} KB (JS ${kb(a.js)}, CSS ${kb(a.css)})`,
    `${growth >= 0 ? "+" : ""}${kb(growth)} KB`,
    growth <= 5 * 1024 ? "PASS" : "**FAIL**",
  ];
});
const headers = before
  ? ["page (first load, gzip)", "before", "after", "growth", "target <= +5 KB"]
  : ["page (first load, gzip)", "JS", "CSS", "total", "files", ...(budget ? [`JS <= ${budget} KB`] : [])];
const lazyRows = Object.entries(after.lazy).map(([name, bytes]) => [name, `${kb(bytes)} KB`]);
const body = [
  table(headers, rows),
  "",
  "Loaded on demand (not part of the figures above):",
  "",
  table(["chunk", "gzip"], lazyRows.length ? lazyRows : [["(none)", "-"]]),
].join("\n");
const breakdown = stats
  ? PAGES.flatMap(([label]) => {
      const top = [...after.pages[label].parts].sort((x, y) => y[1] - x[1]).slice(0, 15);
      return [
        "",
        `JS of ${label} by package or folder (top 15):`,
        "",
        table(
          ["module group", "gzip"],
          top.map(([g, b]) => [g, `${kb(b)} KB`]),
        ),
      ];
    }).join("\n")
  : "";
console.log(body + breakdown);
record("Page weight, home, collection and product pages (bench/page-weight.mjs)", body, { record: !args["no-record"] });
const overBudget = budget !== null && PAGES.some(([label]) => after.pages[label].js > budget * 1024);
if (overBudget) console.error(`first-load JS over the budget of ${budget} KB gzip on at least one page`);
const failed = (before && rows.some((row) => row[4] !== "PASS")) || overBudget;
process.exit(failed ? 1 : 0);
