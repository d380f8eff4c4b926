// Page weight (issue 16): the JS and CSS, gzip, a first visit to a page loads, read from the React Router build's
// manifest: the client entry and its imports, then each route of the page (root down) with its module, imports, CSS
// and the stylesheets of its links(). Each file is gzipped (zlib default level) once. Lazy chunks (the cart drawer,
// the quick-add code) are reported apart: they load on demand, not with the page.
//   node bench/page-weight.mjs [--build apps/web/build] [--before <other build dir>] [--no-record]
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
    "no-record": { type: "boolean", default: false },
  },
});

/** The pages measured: a collection page and the product page (route ids of apps/web/app/routes.ts). */
const PAGES = [
  ["collection (/shop/collection/left/sidebar)", "collection-left-sidebar"],
  ["product (/shop/product/:slug)", "product"],
];
/** On-demand chunks worth naming (file name prefixes). */
const LAZY = ["cart-drawer", "quick-add-dialog", "quick-add"];

const kb = (bytes) => (bytes / 1024).toFixed(1);

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
    for (const file of files) {
      if (file.endsWith(".css")) css += size(file);
      else js += size(file);
    }
    pages[label] = { js, css, files: files.size };
  }
  const lazy = {};
  const assetsDir = path.join(dir, "client/assets");
  for (const name of readdirSync(assetsDir)) {
    const prefix = LAZY.find((p) => name.startsWith(`${p}-`) && /^[\w-]+-[\w-]{8}\.(js|css)$/.test(name));
    if (prefix && !name.endsWith(".gz") && !name.endsWith(".br")) lazy[name] = size(`/assets/${name}`);
  }
  return { pages, lazy };
}

const after = await measure(args.build);
const before = args.before ? await measure(args.before) : null;
const rows = PAGES.map(([label]) => {
  const a = after.pages[label];
  const total = a.js + a.css;
  if (!before) return [label, `${kb(a.js)} KB`, `${kb(a.css)} KB`, `${kb(total)} KB`, `${a.files}`];
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
  : ["page (first load, gzip)", "JS", "CSS", "total", "files"];
const lazyRows = Object.entries(after.lazy).map(([name, bytes]) => [name, `${kb(bytes)} KB`]);
const body = [
  table(headers, rows),
  "",
  "Loaded on demand (not part of the figures above):",
  "",
  table(["chunk", "gzip"], lazyRows.length ? lazyRows : [["(none)", "-"]]),
].join("\n");
console.log(body);
record("Page weight, product and collection pages (bench/page-weight.mjs)", body, { record: !args["no-record"] });
const failed = before && rows.some((row) => row[4] !== "PASS");
process.exit(failed ? 1 : 0);
