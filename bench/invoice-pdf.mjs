// The tax invoice PDF (issue 15): median time to make one invoice, and peak RSS while 10 are made at once.
// node bench/invoice-pdf.mjs [--runs 3] [--invoices 40] [--rounds 5] [--no-record]
//
// In process, from the TypeScript source (tsx): the ordering module's own drawing code (documents/invoice.pdf.ts,
// pdfkit with the embedded IBM Plex Sans Arabic) on orders built here, half English and half Arabic, 6 lines each,
// each PDF read to its last byte as a client would. The database reads of the route (one order, its lines and
// refunds: three indexed queries) are not part of it. Sequential: one invoice after another, time of each.
// Concurrent: 10 invoices started together (`rounds` times), RSS sampled every 5 ms. No target in the issue:
// figures for tracking. Results are appended to bench/RESULTS.md.
import { parseArgs } from "node:util";
import { register } from "tsx/esm/api";
import { median, round } from "./lib/load.mjs";
import { cores, ms, publish, table } from "./lib/results.mjs";

register();
const { drawInvoice } = await import("../apps/api/src/modules/ordering/documents/invoice.pdf.ts");
const { newDocument } = await import("../apps/api/src/modules/ordering/documents/documents.layout.ts");

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    invoices: { type: "string", default: "40" },
    rounds: { type: "string", default: "5" },
    "no-record": { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const invoices = Number(values.invoices);
const rounds = Number(values.rounds);
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
  };
  return { order, lines, refunds: [], shop, language };
}

/** Makes one invoice and reads its stream to the end; answers the milliseconds and bytes. */
async function makeInvoice(i) {
  const started = performance.now();
  const input = orderOf(i, i % 2 ? "ar" : "en");
  const doc = newDocument(`Tax Invoice ${i}`);
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

for (let i = 0; i < 5; i++) await makeInvoice(i); // warm-up: fonts read, code compiled

const sequentialMedians = [];
const concurrentMedians = [];
const peaks = [];
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
}

const mb = (b) => `${round(b / 2 ** 20, 1)} MB`;
const markdown = [
  `${runs} runs; each: ${invoices} invoices one after another, then ${rounds} rounds of 10 at once. Invoices of 6`,
  "lines plus delivery and COD fee, every other one in Arabic (right to left, the English words beside),",
  `about ${round(size / 1024, 1)} KB each; made in process from the TypeScript source without the database reads.`,
  "",
  table(
    ["figure", "median of runs", "runs"],
    [
      ["time per invoice, one at a time", ms(median(sequentialMedians)), sequentialMedians.map(ms).join(", ")],
      [
        "time per invoice, 10 at once (wall time / 10)",
        ms(median(concurrentMedians)),
        concurrentMedians.map(ms).join(", "),
      ],
      ["peak RSS while 10 are made at once", mb(median(peaks)), peaks.map(mb).join(", ")],
      ["RSS after warm-up (before the runs)", mb(rssBase), "-"],
    ],
  ),
  "",
  `No target in issue 15 (figures for tracking). \`nproc\` = ${cores()}.`,
].join("\n");
publish("Tax invoice PDF (issue 15)", markdown, { noRecord: values["no-record"] });
clearTimeout(deadline);
