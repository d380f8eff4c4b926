// The back office's CSV import of 10,000 rows (5,000 new products with two SKUs each) on PostgreSQL (issue 13).
// Target: the real import (all rows in one transaction, with audit entries) under 20 s on 2 cores.
// node bench/csv-import.mjs [--rows 10000] [--runs 3] [--no-record]
//
// A throwaway PostgreSQL 15 (bench/lib/postgres.mjs) with the demo catalogue, our server from the TypeScript source
// (production, rate limit lifted), a manager account. Each run sends a fresh file (new slugs and SKU codes) to POST
// /api/v1/admin/products/import: first as a dry run, then applied, then the same file again (every row checked
// against its product, nothing to change). Results are appended to bench/RESULTS.md.
import pg from "pg";
import { median, round, runArgs } from "./lib/load.mjs";
import { createDatabase, seedDatabase, startPostgres } from "./lib/postgres.mjs";
import { runBenchmark, startShop } from "./lib/proc.mjs";
import { publish, table, verdict } from "./lib/results.mjs";
import { postEnvelope, staffHeaders } from "./lib/staff.mjs";

const TARGET_SECONDS = 20;
const IMPORT = "/api/v1/admin/products/import";
const EMAIL = "bench.csv@example.ae";
const PASSWORD = "Cedar-lantern-harbour-41";

const { values, runs } = runArgs(3, { rows: { type: "string", default: "10000" } });
const rowCount = Number(values.rows);
if (!Number.isInteger(rowCount) || rowCount < 2 || rowCount > 20_000) throw new Error(`bad --rows ${values.rows}`);
const maxSeconds = 300 + runs * 3 * 120;

const quote = (cell) => (/[",\n\r]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/**
 * The file's columns as the server's own export names them (its header line), so this script never keeps a copy of
 * packages/shared/src/admin-csv.ts's list.
 */
async function columnsOf(url, headers) {
  const response = await fetch(`${url}/api/v1/admin/products/export.csv`, { headers });
  if (response.status !== 200) throw new Error(`export.csv answered ${response.status}`);
  const [header] = (await response.text()).replace(/^\uFEFF/, "").split(/\r?\n/, 1);
  return header.split(",");
}

/** `rows` rows of new products (two SKUs each) named after `word`, with English, French and Arabic names. */
function fileOf(columns, word, category, rows) {
  const lines = [columns.join(",")];
  for (let i = 0; i < rows; i++) {
    const n = Math.floor(i / 2) + 1;
    const size = i % 2 ? "L" : "M";
    const cells = {
      // The slug a new product gets from its English name: the re-import then finds each product by it.
      slug: `${word}-plant-${n}`,
      status: "active",
      category,
      name_en: `${word} plant ${n}`,
      name_fr: `Plante ${word} ${n}`,
      name_ar: `نبتة ${word} ${n}`,
      description_en: "A sturdy plant.\n\nWater weekly, in bright, indirect light.",
      tags: "bench|csv",
      sku_code: `${word.toUpperCase()}-${n}-${size}`,
      pot_size: size,
      pot_colour: "white",
      price_aed: size === "M" ? "45.50" : "120.00",
      discount: String(n % 3 === 0 ? 10 : 0),
      active: "true",
      low_stock_threshold: "4",
    };
    lines.push(columns.map((c) => quote(cells[c] ?? "")).join(","));
  }
  return `${lines.join("\n")}\n`;
}

async function timed(url, headers, csv, dryRun) {
  const started = performance.now();
  const answer = await postEnvelope(url, IMPORT, { csv, dryRun }, headers);
  const seconds = (performance.now() - started) / 1000;
  const body = answer.body?.responceObj;
  if (answer.status !== 200 || body?.errors?.length) {
    throw new Error(`${IMPORT} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 400)}`);
  }
  return { seconds, counts: body.counts, applied: body.applied };
}

async function main() {
  const pgServer = await startPostgres();
  const samples = [];
  let bytes = 0;
  try {
    const database = await createDatabase(pgServer.url, "bench_csv_import");
    await seedDatabase(database.url, {});
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // The server's request and idle-socket timeouts (30 s by default) lifted, so a slow import is measured rather
    // than cut off (it would fail the target anyway).
    const ours = await startShop({
      source: true,
      databaseUrl: database.url,
      env: { SEED_ON_START: "false", REQUEST_TIMEOUT_MS: "600000", CONNECTION_TIMEOUT_MS: "600000" },
    });
    try {
      const headers = await staffHeaders(ours.url, client, { email: EMAIL, password: PASSWORD, name: "Bench CSV" });
      const category = (await client.query("select slug from categories order by id limit 1")).rows[0].slug;
      const columns = await columnsOf(ours.url, headers);
      for (let run = 1; run <= runs; run++) {
        const csv = fileOf(columns, `benchcsv${run}`, category, rowCount);
        bytes = Buffer.byteLength(csv);
        const dry = await timed(ours.url, headers, csv, true);
        const apply = await timed(ours.url, headers, csv, false);
        const again = await timed(ours.url, headers, csv, false);
        if (apply.counts.skusCreated !== rowCount || again.counts.productsUpdated !== 0) {
          throw new Error(`unexpected counts: ${JSON.stringify({ apply: apply.counts, again: again.counts })}`);
        }
        console.log(
          `run ${run}/${runs}: dry run ${round(dry.seconds, 2)} s | apply ${round(apply.seconds, 2)} s | ` +
            `unchanged re-import ${round(again.seconds, 2)} s`,
        );
        samples.push({ dry: dry.seconds, apply: apply.seconds, again: again.seconds });
      }
    } catch (error) {
      // A failed call says little on its own: the server's last lines say why.
      console.error(`our server's output:\n${ours.output()}`);
      throw error;
    } finally {
      await client.end();
      await ours.stop();
      await database.drop().catch((error) => console.error(`drop ${database.name}: ${error.message}`));
    }
  } finally {
    pgServer.stop();
  }
  const med = (f) => median(samples.map(f));
  const seconds = (v) => `${round(v, 2)} s`;
  const pass = med((s) => s.apply) < TARGET_SECONDS;
  const markdown = [
    table(
      ["rows", "file", "dry run", "apply (one transaction)", "unchanged re-import", `apply < ${TARGET_SECONDS} s`],
      [
        [
          rowCount,
          `${round(bytes / 1024)} KiB`,
          seconds(med((s) => s.dry)),
          seconds(med((s) => s.apply)),
          seconds(med((s) => s.again)),
          verdict(pass),
        ],
      ],
    ),
    "",
    `Median of ${runs} runs; each run a new file of ${rowCount / 2} products with two SKUs (names in en, fr, ar).`,
  ].join("\n");
  publish("Back-office CSV import (bench/csv-import.mjs)", markdown, { noRecord: values["no-record"] });
  return pass ? 0 : 1;
}

runBenchmark(main, { maxSeconds });
