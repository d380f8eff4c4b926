// Preloaded into a benchmarked server (NODE_OPTIONS=--require <this file>), no inspector and no server change:
// on SIGWINCH (ignored by default; close-with-grace shuts down on SIGUSR2) the main thread writes one line
// `MEMORY_PROBE {json}` to stderr: process.memoryUsage(), V8's heap limit and the size and resident part of the
// WebAssembly memories (PGlite's PostgreSQL), which process.memoryUsage() counts in `external`.
// MEMORY_PROBE_DIR=<dir> (e.g. through bench/memory.mjs --shop-env) also saves smaps and heap snapshots there.
const { readFileSync, writeFileSync } = require("node:fs");
const v8 = require("node:v8");
const { isMainThread } = require("node:worker_threads");

/** Every WebAssembly memory made in this thread (PGlite makes one for its PostgreSQL). */
const memories = [];
const OriginalMemory = WebAssembly.Memory;
WebAssembly.Memory = class extends OriginalMemory {
  constructor(descriptor) {
    super(descriptor);
    memories.push(new WeakRef(this));
  }
};

/**
 * Size and resident KB of the wasm memories: each is one anonymous mapping of exactly its byte length (V8 on this
 * machine reserves no guard region), found in /proc/self/smaps by that size.
 */
function wasmMemory() {
  const sizesKb = memories
    .map((ref) => ref.deref())
    .filter(Boolean)
    .map((memory) => memory.buffer.byteLength / 1024);
  let residentKb = 0;
  let size = 0;
  let anonymous = false;
  for (const line of readFileSync("/proc/self/smaps", "utf8").split("\n")) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ (\d+)\s*(\S*)/.exec(line);
    if (header) anonymous = header[1] === "0" && header[2] === "";
    const sizeLine = /^Size:\s+(\d+) kB/.exec(line);
    if (sizeLine) size = Number(sizeLine[1]);
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && anonymous && sizesKb.includes(size)) residentKb += Number(rss[1]);
  }
  return { wasmKb: sizesKb.reduce((a, b) => a + b, 0), wasmResidentKb: residentKb };
}

if (isMainThread) {
  process.on("SIGWINCH", () => {
    const heap = v8.getHeapStatistics();
    const report = {
      ...process.memoryUsage(),
      heapLimit: heap.heap_size_limit,
      malloced: heap.malloced_memory,
      ...wasmMemory(),
    };
    process.stderr.write(`MEMORY_PROBE ${JSON.stringify(report)}\n`);
    // For a breakdown: MEMORY_PROBE_DIR=<dir> keeps /proc/self/smaps of each report there, and with
    // MEMORY_PROBE_HEAP_SNAPSHOT=1 a heap snapshot too (it collects garbage and grows the RSS by a few hundred MB,
    // so the figures after the first snapshot are not comparable with a run without it).
    const dir = process.env.MEMORY_PROBE_DIR;
    if (dir) {
      const stamp = Date.now();
      writeFileSync(`${dir}/probe-${stamp}.smaps`, readFileSync("/proc/self/smaps"));
      if (process.env.MEMORY_PROBE_HEAP_SNAPSHOT === "1") v8.writeHeapSnapshot(`${dir}/probe-${stamp}.heapsnapshot`);
    }
  });
}
