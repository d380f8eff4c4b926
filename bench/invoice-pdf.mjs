// The tax invoice PDF (issue 15): median time to make one invoice, and peak RSS while 10 are made at once; and a
// day's packing slips (issue 15/17): 2,000 slips in one document, as GET /api/v1/admin/deliveries/packing-slips.pdf
// makes them (the words' layouts kept for a batch of 200 slips, then forgotten), against the same slips without
// pdfkit's word cache (as before d6c19c3).
// node bench/invoice-pdf.mjs [--runs 3] [--invoices 40] [--rounds 5] [--slips 2000] [--no-record]
//
// In process, from the TypeScript source (tsx): the ordering module's own drawing code (documents/invoice.pdf.ts,
// packing-slip.pdf.ts, pdfkit with the embedded IBM Plex Sans Arabic) on orders built here, half English and half
// Arabic, 6 lines each, each PDF read to its last byte as a client would. The database reads of the routes are not
// part of it. No target in the issues: figures for tracking.
import { parseArgs } from "node:util";
import { register } from "tsx/esm/api";
import { median, round } from "./lib/load.mjs";
import { cores, ms, publish, table } from "./lib/results.mjs";

register();
const { drawInvoice } = await import("../apps/api/src/modules/ordering/documents/invoice.pdf.ts");
const { drawPackingSlip } = await import("../apps/api/src/modules/ordering/documents/packing-slip.pdf.ts");
const { forgetLaidOutWords, newDocument } = await import(
  "../apps/api/src/modules/ordering/documents/documents.layout.ts"
);

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    invoices: { type: "string", default: "40" },
    rounds: { type: "string", default: "5" },
    slips: { type: "string", default: "2000" },
    "no-record": { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const invoices = Number(values.invoices);
const rounds = Number(values.rounds);
const slips = Number(values.slips);
const SLIP_BATCH = 200;
const deadline = setTimeout(() => {
  console.error("invoice-pdf bench: over its 10 minutes, stopped");
  process.exit(2);
}, 600_000);

const shop = {
  name: "Bustan Plants Trading L.L.C.",
  trn: "100234567800003",
  address: "Warehouse 7, Al Quoz Industrial Area 3, Dubai, UAE",
  email: "care@bustan.ae",
  phone: "+971 4 123 4567",
};
const names = {
  en: ["Fiddle Leaf Fig", "Snake Plant Laurentii", "Monstera Deliciosa", "Golden Pothos", "Peace Lily", "Aloe Vera"],
  ar: ["تين الكمان", "نبتة الثعبان", "مونستيرا ديليسيوزا", "بوتس ذهبي", "زنبق السلام", "نبتة الصبار"],
};

function orderOf(i, language) {
  const lines = names[language].map((name, n) => {
    const qty = 1 + ((i + n) % 3);
    const lineTotalFils = qty * (4500 + n * 1250);
    return {
      orderId: i,
      name,
      skuCode: `SKU-${n}-${i}`,
      options: { potSize: "M", potColour: n % 2 ? "Terracotta" : null },
      qty,
      lineTotalFils,
      vatFils: Math.round((lineTotalFils * 5) / 105),
      codeDiscountFils: 0,
    };
  });
  const items = lines.reduce((sum, l) => sum + l.lineTotalFils, 0);
  const total = items + 1500 + 500;
  const order = {
    id: 100000 + i,
    number: `BST-BENCH-${i}`,
    userId: null,
    name: language === "ar" ? "محمد علي" : "Noura Khalil",
    email: "shopper@example.com",
    mobile: "+971501234567",
    locale: language,
    address: {
      recipient: language === "ar" ? "محمد علي" : "Noura Khalil",
      emirate: "dubai",
      area: language === "ar" ? "مرسى دبي" : "Dubai Marina",
      street: language === "ar" ? "شارع 5" : "Street 5",
      building: language === "ar" ? "برج الأمل" : "Al Amal Tower",
      apartment: "1203",
      landmark: null,
      mobile: "+971501234567",
      notes: null,
    },
    emirate: "dubai",
    deliveryDate: "2026-11-27",
    deliverySlot: "morning",
    paymentMethod: "cod",
    paymentStatus: "unpaid",
    status: "confirmed",
    itemsFils: items,
    deliveryFils: 1500,
    codFeeFils: 500,
    totalFils: total,
    vatFils: Math.round((total * 5) / 105),
    refundedFils: 0,
    createdAt: new Date(),
    deliveredAt: null,
    gift: null,
    discountFils: 0,
    discountCode: null,
  };
  return { order, lines, refunds: [], shop, language };
}

/** Makes one invoice and reads its stream to the end; answers the milliseconds and bytes. */
async function makeInvoice(i) {
  const started = performance.now();
  const input = orderOf(i, i % 2 ? "ar" : "en");
  const doc = await newDocument(`Tax Invoice ${i}`);
  let bytes = 0;
  const done = new Promise((resolve, reject) => {
    doc.on("data", (chunk) => {
      bytes += chunk.length;
    });
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  drawInvoice(doc, input);
  doc.end();
  await done;
  return { ms: performance.now() - started, bytes };
}

/** pdfkit without its word cache (fontLayoutCache: false, as the slips were made before d6c19c3). */
function noWordCache(doc) {
  for (const font of Object.values(doc._fontFamilies ?? {})) font.layoutCache = null;
}

/**
 * One day's slips in one document, each with its own name and number, the words' layouts forgotten every
 * `forgetEvery` slips (or never kept: 0); answers the milliseconds and the peak heap.
 */
async function makeSlips(count, forgetEvery) {
  const started = performance.now();
  const doc = await newDocument("Packing slips");
  let peak = process.memoryUsage().heapUsed;
  const done = new Promise((resolve, reject) => {
    doc.on("data", () => {});
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  for (let i = 0; i < count; i++) {
    if (i > 0) doc.addPage();
    const { order, lines } = orderOf(i, i % 2 ? "ar" : "en");
    if (forgetEvery === 0) noWordCache(doc);
    drawPackingSlip(doc, { ...order, name: `${order.name} ${i}` }, lines, "en");
    if (forgetEvery === 0 ? (i + 1) % SLIP_BATCH === 0 : (i + 1) % forgetEvery === 0) {
      forgetLaidOutWords(doc);
      peak = Math.max(peak, process.memoryUsage().heapUsed);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  doc.end();
  await done;
  return { ms: performance.now() - started, peak };
}

for (let i = 0; i < 5; i++) await makeInvoice(i); // warm-up: fonts read, code compiled
await makeSlips(50, SLIP_BATCH);

const sequentialMedians = [];
const concurrentMedians = [];
const peaks = [];
const slipRuns = [];
let size = 0;
const rssBase = process.memoryUsage().rss;
for (let run = 0; run < runs; run++) {
  const times = [];
  for (let i = 0; i < invoices; i++) {
    const made = await makeInvoice(i);
    times.push(made.ms);
    size = made.bytes;
  }
  sequentialMedians.push(median(times));

  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const perInvoice = [];
  for (let r = 0; r < rounds; r++) {
    const started = performance.now();
    await Promise.all(Array.from({ length: 10 }, (_, k) => makeInvoice(r * 10 + k)));
    perInvoice.push((performance.now() - started) / 10);
  }
  clearInterval(sampler);
  peaks.push(peak);
  concurrentMedians.push(median(perInvoice));

  const batched = await makeSlips(slips, SLIP_BATCH);
  const perSlip = await makeSlips(slips, 0);
  slipRuns.push({ batched: batched.ms, perSlip: perSlip.ms, peak: batched.peak });
}

const mb = (b) => `${round(b / 2 ** 20, 1)} MB`;
const row = (label, values, format, ratio = "n/a") => [
  label,
  ...values.map(format),
  format(median(values)),
  "n/a",
  ratio,
  "none (figures)",
  "–",
];
const batchedMs = slipRuns.map((r) => r.batched);
const perSlipMs = slipRuns.map((r) => r.perSlip);
const markdown = [
  table(
    [
      "measure",
      ...sequentialMedians.map((_, i) => `run ${i + 1}`),
      "median",
      "hello-world (same run)",
      "ratio",
      "goal",
      "verdict",
    ],
    [
      row("time per invoice, one at a time", sequentialMedians, ms),
      row("time per invoice, 10 at once (wall / 10)", concurrentMedians, ms),
      row("peak RSS while 10 are made at once", peaks, mb),
      row(
        `${slips} packing slips in one document, word layouts kept per ${SLIP_BATCH} slips`,
        batchedMs,
        ms,
        `${round(median(perSlipMs) / median(batchedMs), 2)}x faster than below`,
      ),
      row("same, no word layouts kept (pdfkit's fontLayoutCache off, as before)", perSlipMs, ms),
      row(
        `peak heap used during the ${slips} slips (layouts kept per batch)`,
        slipRuns.map((r) => r.peak),
        mb,
      ),
    ],
  ),
  "",
  `${runs} runs; each: ${invoices} invoices one after another, then ${rounds} rounds of 10 at once, then ${slips} ` +
    "packing slips twice. Invoices of 6 lines plus delivery and COD fee, every other one in Arabic (right to left, " +
    `the English words beside), about ${round(size / 1024, 1)} KB each; slips of the same orders (each its own name), ` +
    "labels in English. In process from the TypeScript source without the database reads; no hello-world (no server). " +
    `RSS after warm-up ${mb(rssBase)}. \`nproc\` = ${cores()}.`,
].join("\n");
publish("Tax invoice PDF and a day's packing slips (bench/invoice-pdf.mjs)", markdown, {
  noRecord: values["no-record"],
});
clearTimeout(deadline);
