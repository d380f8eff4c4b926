// One product picture uploaded and processed into every storefront size (WebP 320, 640 and 960 wide): the time of
// an upload, one at a time (median and p99), then the server's memory (VmRSS) while 10 uploads run at once
// (issue 13 "Benchmarks"). Target: the peak during the 10 uploads stays within 200 MiB of the RSS before them, and
// under the server's idle budget + 200 MiB: 180 + 200 MiB on PostgreSQL (this script), 300 + 200 MiB on PGlite.
// node bench/image-upload.mjs [--uploads 40] [--runs 3] [--megapixels 12] [--built] [--no-record]
// --built: the built server (apps/api/dist/server.js, `npm run build` first), as production runs it, instead of the
// TypeScript source through tsx (whose compiler stays in the process's memory).
//
// A throwaway PostgreSQL 15 (bench/lib/postgres.mjs) with the demo seed, our server from the TypeScript source
// (production, pictures in its temporary data folder), a manager account registered through the API (its role set
// in the database). The photo is a JPEG made here by sharp: `megapixels` of blurred noise, like a phone's photo.
// Each picture is deleted again after it was timed, so every upload lands on a product of the same size.
import pg from "pg";
import sharp from "sharp";
import { median, percentile, round, runArgs } from "./lib/load.mjs";
import { createDatabase, seedDatabase, startPostgres } from "./lib/postgres.mjs";
import { rssKb, runBenchmark, startShop } from "./lib/proc.mjs";
import { ms, publish, table, verdict } from "./lib/results.mjs";
import { postEnvelope, staffHeaders } from "./lib/staff.mjs";

const IMAGES = "/api/v1/admin/products/images";
const SIMULTANEOUS = 10;
const MEMORY_BUDGET_MIB = 200;
/** The server's idle RSS budget on PostgreSQL (300 MiB with PGlite in the process). */
const IDLE_BUDGET_MIB = 180;
const EMAIL = "bench.pictures@example.ae";
const PASSWORD = "Copper-kettle-monsoon-58";

const { values, runs } = runArgs(3, {
  uploads: { type: "string", default: "40" },
  megapixels: { type: "string", default: "12" },
  built: { type: "boolean", default: false },
});
const built = Boolean(values.built);
const uploads = Math.max(1, Number(values.uploads));
const megapixels = Number(values.megapixels);
if (!(megapixels > 0 && megapixels <= 40)) throw new Error(`bad --megapixels ${values.megapixels}`);
const maxSeconds = 400 + runs * (uploads + SIMULTANEOUS) * 5;

/** A landscape 4:3 JPEG of `megapixels`, at most 10 MB (the upload's limit). */
async function photo() {
  const width = Math.round(Math.sqrt((megapixels * 1e6 * 4) / 3));
  const height = Math.round((width * 3) / 4);
  for (const quality of [88, 80, 70, 60]) {
    const bytes = await sharp({
      create: { width, height, channels: 3, noise: { type: "gaussian", mean: 120, sigma: 40 } },
    })
      .blur(1.5)
      .jpeg({ quality })
      .toBuffer();
    if (bytes.length <= 10 * 1024 * 1024) return { bytes, width, height };
  }
  throw new Error("could not make a photo under 10 MB");
}

/** POST images/upload (multipart: productId, file); answers the new picture's id and the milliseconds it took. */
async function upload(url, headers, productId, bytes) {
  const form = new FormData();
  form.append("productId", String(productId));
  form.append("file", new Blob([bytes], { type: "image/jpeg" }), "photo.jpg");
  const started = performance.now();
  const response = await fetch(`${url}${IMAGES}/upload`, { method: "POST", headers, body: form });
  const body = await response.json();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`upload answered ${response.status}: ${JSON.stringify(body)}`);
  return { imageId: body.responceObj.images.at(-1).id, ms: elapsed };
}

async function remove(url, headers, productId, imageId) {
  const answer = await postEnvelope(url, `${IMAGES}/delete`, { productId, imageId }, headers);
  if (answer.status !== 200) throw new Error(`delete answered ${answer.status}`);
}

/** `uploads` uploads one after the other (each deleted again), then 10 at once with VmRSS read every 10 ms. */
async function sample(shop, headers, productId, bytes) {
  await remove(shop.url, headers, productId, (await upload(shop.url, headers, productId, bytes)).imageId); // warm-up
  const times = [];
  for (let i = 0; i < uploads; i++) {
    const done = await upload(shop.url, headers, productId, bytes);
    times.push(done.ms);
    await remove(shop.url, headers, productId, done.imageId);
  }
  const pictureIds = async () =>
    (await postEnvelope(shop.url, `${IMAGES}/list`, { productId }, headers)).body.responceObj.images.map((i) => i.id);
  const kept = new Set(await pictureIds());
  const before = rssKb(shop.pid);
  let peak = before;
  const poll = setInterval(() => {
    peak = Math.max(peak, rssKb(shop.pid));
  }, 10);
  const started = performance.now();
  await Promise.all(Array.from({ length: SIMULTANEOUS }, () => upload(shop.url, headers, productId, bytes))).finally(
    () => clearInterval(poll),
  );
  const wall = performance.now() - started;
  // Uploads at once answer in any order (an answer's last picture may be another upload's): delete the new ones.
  for (const id of await pictureIds()) if (!kept.has(id)) await remove(shop.url, headers, productId, id);
  return { p50: median(times), p99: percentile(times, 99), before, peak, wall };
}

async function main() {
  const { bytes, width, height } = await photo();
  const pgServer = await startPostgres();
  const samples = [];
  /** VmRSS (KiB) of the server once started and a staff member logged in, before any upload. */
  let startKb = 0;
  try {
    const database = await createDatabase(pgServer.url, "bench_image_upload");
    await seedDatabase(database.url);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const shop = await startShop({ source: !built, databaseUrl: database.url, env: { SEED_ON_START: "false" } });
    try {
      const headers = await staffHeaders(shop.url, client, {
        email: EMAIL,
        password: PASSWORD,
        name: "Bench Pictures",
      });
      startKb = rssKb(shop.pid);
      const { rows } = await client.query("select id from products where is_active order by id limit 1");
      for (let run = 1; run <= runs; run++) {
        const s = await sample(shop, headers, rows[0].id, bytes);
        console.log(
          `run ${run}/${runs}: one upload p50 ${ms(s.p50)} p99 ${ms(s.p99)} | ${SIMULTANEOUS} at once ` +
            `${ms(s.wall)}, RSS ${round(s.before / 1024)} -> ${round(s.peak / 1024)} MiB`,
        );
        samples.push(s);
      }
    } finally {
      await client.end();
      await shop.stop();
      await database.drop().catch((error) => console.error(`drop ${database.name}: ${error.message}`));
    }
  } finally {
    pgServer.stop();
  }
  const med = (f) => median(samples.map(f));
  const growthMiB = med((s) => (s.peak - s.before) / 1024);
  const ceiling = IDLE_BUDGET_MIB + MEMORY_BUDGET_MIB;
  const passGrowth = samples.every((s) => (s.peak - s.before) / 1024 < MEMORY_BUDGET_MIB);
  const passPeak = samples.every((s) => s.peak / 1024 < ceiling);
  const pass = passGrowth && passPeak;
  const markdown = [
    table(
      ["photo", "one upload p50", "p99", `${SIMULTANEOUS} at once (wall)`, "RSS before", "RSS peak", "growth"],
      [
        [
          `${width}×${height} JPEG, ${round(bytes.length / 1024 / 1024, 1)} MB`,
          ms(med((s) => s.p50)),
          ms(med((s) => s.p99)),
          ms(med((s) => s.wall)),
          `${round(med((s) => s.before) / 1024)} MiB`,
          `${round(med((s) => s.peak) / 1024)} MiB ${verdict(passPeak)} (< ${ceiling} MiB)`,
          `${round(growthMiB)} MiB ${verdict(passGrowth)} (< ${MEMORY_BUDGET_MIB} MiB)`,
        ],
      ],
    ),
    "",
    `Median of ${runs} runs; ${uploads} uploads one after the other per run (each into WebP 320/640/960, then ` +
      `deleted), then ${SIMULTANEOUS} at once with VmRSS of the server read every 10 ms (${round(startKb / 1024)} MiB ` +
      "right after start-up, before any upload). Local media folder, " +
      `PostgreSQL 15, the server ${built ? "built (apps/api/dist/server.js)" : "from the TypeScript source (tsx)"}.`,
  ].join("\n");
  publish("Back-office picture upload (bench/image-upload.mjs)", markdown, { noRecord: values["no-record"] });
  return pass ? 0 : 1;
}

runBenchmark(main, { maxSeconds });
