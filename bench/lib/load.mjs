// Load generation with autocannon (127.0.0.1 only, bounded by time or request count) and small statistics helpers.
import { parseArgs } from "node:util";
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

/**
 * Sends exactly `amount` requests cycling through `paths` (bounded by count, with a 300 s ceiling); an entry is a
 * path to GET or an autocannon request ({ method, path, headers, body }).
 */
export async function send(origin, paths, { amount = 2000, connections = 10 } = {}) {
  const requests = paths.map((path) => (typeof path === "string" ? { method: "GET", path } : path));
  return summarise(await cannon({ url: origin, requests, amount, connections, timeout: 10 }, 300));
}

/** The SPEC request envelope around a request payload, as a JSON string (a request body). */
export const envelope = (requestPayload) =>
  JSON.stringify({ payload: { requestId: "", requestPayload, tokenPayload: {} } });

/** Exact percentile of a list of values (nearest rank); NaN when empty. */
export function percentile(values, p) {
  if (!values.length) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * autocannon against our API with request lists: `warmup` s, then `duration` s measured, `connections`
 * connections. Connection i sends perConnection[i % length] in a loop (autocannon request objects: method, path,
 * headers, body, or setupRequest for a fresh body each time). Returns { rps (average of the measured part), p50,
 * p99 (ms, exact, of every 2xx response measured), bad (non-2xx + errors + timeouts measured), ok (2xx answers,
 * warm-up included) }.
 */
export async function measureRequests(origin, perConnection, { connections = 20, duration = 10, warmup = 2 } = {}) {
  let ok = 0;
  const run = async (seconds, latencies) => {
    let clients = 0;
    const options = {
      url: origin,
      connections,
      duration: seconds,
      requests: perConnection[0],
      setupClient(client) {
        const list = perConnection[clients++ % perConnection.length];
        if (list !== perConnection[0]) client.setRequests(list);
      },
    };
    const instance = autocannonRun(options, seconds + 30);
    instance.emitter.on("response", (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) {
        ok++;
        latencies?.add(ms);
      }
    });
    return instance.done;
  };
  if (warmup > 0) await run(warmup);
  const latencies = new Latencies();
  const result = await run(duration, latencies);
  return {
    rps: result.requests.average,
    p50: latencies.percentile(50),
    p99: latencies.percentile(99),
    bad: result.non2xx + result.errors + result.timeouts,
    ok,
  };
}

/** Starts an autocannon run (127.0.0.1 only) stopped after `ceilingSeconds` whatever happens. */
function autocannonRun(options, ceilingSeconds) {
  const url = new URL(options.url);
  if (url.hostname !== "127.0.0.1") throw new Error(`benchmarks only send traffic to 127.0.0.1, not ${url.hostname}`);
  const instance = autocannon(options);
  const timer = setTimeout(() => instance.stop(), ceilingSeconds * 1000);
  return { emitter: instance, done: Promise.resolve(instance).finally(() => clearTimeout(timer)) };
}

/** The options every benchmark takes: --runs and --no-record, plus `extra` (parseArgs option specs). */
export function runArgs(defaultRuns, extra = {}) {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: String(defaultRuns) },
      "no-record": { type: "boolean", default: false },
      ...extra,
    },
  });
  return { values, runs: Math.max(1, Number(values.runs)) };
}

/**
 * The options every load script takes: --runs, --duration, --warmup, --connections, --no-record, plus `extra`
 * (parseArgs option specs). Returns { values, runs, load: { duration, warmup, connections } }.
 */
export function loadArgs(defaults, extra = {}) {
  const { values, runs } = runArgs(defaults.runs ?? 3, {
    duration: { type: "string", default: String(defaults.duration ?? 10) },
    warmup: { type: "string", default: String(defaults.warmup ?? 2) },
    connections: { type: "string", default: String(defaults.connections ?? 20) },
    ...extra,
  });
  const load = {
    duration: Number(values.duration),
    warmup: Number(values.warmup),
    connections: Number(values.connections),
  };
  if (!(load.duration > 0) || !(load.warmup >= 0) || !(load.connections >= 1)) {
    throw new Error(`bad --duration, --warmup or --connections: ${JSON.stringify(load)}`);
  }
  return { values, runs, load };
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

/** Deterministic shuffle, so every run and size sends the same sequence. */
export function shuffle(list, seed = 7) {
  const out = [...list];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** One list of requests per connection; connection i starts at position i * length / connections (not in step). */
export function rotations(requests, connections) {
  const list = Array.isArray(requests) ? requests : [requests];
  return Array.from({ length: connections }, (_, i) => {
    const offset = Math.floor((i * list.length) / connections) % list.length;
    return [...list.slice(offset), ...list.slice(0, offset)];
  });
}

/** POSTs `requestPayload` in the envelope; answers its responceObj, or throws unless 200 and SUCCESS. */
export async function postJson(origin, url, requestPayload, headers = {}) {
  const response = await fetch(`${origin}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: envelope(requestPayload),
  });
  const body = await response.json().catch(() => null);
  if (response.status !== 200 || body?.status !== "SUCCESS") {
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return body.responceObj;
}
