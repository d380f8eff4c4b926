// Load generation with autocannon (127.0.0.1 only, bounded by time or request count) and small statistics helpers.
import autocannon from "autocannon";

/** One autocannon run; stopped after `ceilingSeconds` whatever happens (a run is bounded by time or count). */
async function cannon(options, ceilingSeconds, latencies) {
  const url = new URL(options.url);
  if (url.hostname !== "127.0.0.1") throw new Error(`benchmarks only send traffic to 127.0.0.1, not ${url.hostname}`);
  const instance = autocannon(options);
  if (latencies) instance.on("response", (_client, status, _bytes, ms) => status < 300 && latencies.add(ms));
  const timer = setTimeout(() => instance.stop(), ceilingSeconds * 1000);
  try {
    return await instance;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * autocannon's latency histogram has 1 ms resolution (p99 "0" means under 1 ms); this keeps every 2xx response
 * time (float ms, measured main run only) for exact percentiles.
 */
class Latencies {
  values = new Float64Array(1 << 20);
  length = 0;
  add(ms) {
    if (this.length === this.values.length) {
      const bigger = new Float64Array(this.values.length * 2);
      bigger.set(this.values);
      this.values = bigger;
    }
    this.values[this.length++] = ms;
  }
  percentile(p) {
    if (!this.length) return Number.NaN;
    const sorted = this.values.slice(0, this.length).sort();
    return sorted[Math.min(this.length - 1, Math.ceil((p / 100) * this.length) - 1)];
  }
}

function summarise(result, latencies) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    exactP50: latencies?.percentile(50) ?? Number.NaN,
    exactP99: latencies?.percentile(99) ?? Number.NaN,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * Warms up for `warmup` s, then measures for `duration` s with `connections` connections.
 * Returns { rps (average requests/s), p50, p99 (ms, autocannon's), exactP50, exactP99 (ms), total, non2xx, errors, timeouts }.
 */
export async function measure(url, { connections = 20, duration = 10, warmup = 2 } = {}) {
  const options = { url, connections, duration };
  if (warmup > 0) options.warmup = { connections, duration: warmup };
  const latencies = new Latencies();
  return summarise(await cannon(options, warmup + duration + 30, latencies), latencies);
}

/** Sends exactly `amount` requests cycling through `paths` (bounded by count, with a 300 s ceiling). */
export async function send(origin, paths, { amount = 2000, connections = 10 } = {}) {
  const requests = paths.map((path) => ({ method: "GET", path }));
  return summarise(await cannon({ url: origin, requests, amount, connections, timeout: 10 }, 300));
}

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const round = (value, digits = 0) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};
