import { currentInProcessApi, type InProcessApi } from "@shop/shared/in-process-api";
import { IGNORE_LOADING_BAR_HEADER, loadingBar } from "../loading-bar-store";
import { ApiError } from "./api-error";
import { apiOrigin } from "./api-origin";

/** Anything with zod's `parse` (the schemas of @shop/shared). */
export interface Parser<T> {
  parse(data: unknown): T;
}

export interface ApiOptions<T> {
  /** On the server: the page request (gives the origin and the shopper's cookies). */
  request?: Request;
  /** Validates `responceObj`; pass the @shop/shared schema on the server. */
  schema?: Parser<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 8000;

/** SPEC 3 request envelope. */
export function envelope<P>(requestPayload: P) {
  return { payload: { requestId: "", requestPayload, tokenPayload: {} } };
}

function buildHeaders(opts: ApiOptions<unknown>, json: boolean): { headers: Headers; trackLoading: boolean } {
  const headers = new Headers(opts.headers);
  headers.set("accept", "application/json");
  if (json) headers.set("content-type", "application/json");
  const cookie = opts.request?.headers.get("cookie");
  if (cookie && typeof window === "undefined") headers.set("cookie", cookie);
  const trackLoading = typeof window !== "undefined" && !headers.has(IGNORE_LOADING_BAR_HEADER);
  // The marker is for the loading bar only; it never goes over the wire.
  headers.delete(IGNORE_LOADING_BAR_HEADER);
  return { headers, trackLoading };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

async function readEnvelope<T>(response: Response, opts: ApiOptions<T>): Promise<T> {
  const body: unknown = await response.json().catch(() => null);
  if (isRecord(body) && body.status === "SUCCESS" && response.ok) {
    return opts.schema ? opts.schema.parse(body.responceObj) : (body.responceObj as T);
  }
  if (isRecord(body) && body.status === "FAILURE" && Array.isArray(body.errorList)) {
    throw new ApiError(`API call failed with ${response.status}`, response.status, body.errorList, body);
  }
  throw new ApiError(`Unexpected API response ${response.status}`, response.status);
}

/** Server rendering inside our Fastify host: the same call, dispatched in-process (no loopback socket). */
async function callInProcess(
  api: InProcessApi,
  path: string,
  init: RequestInit,
  headers: Headers,
  signal: AbortSignal,
) {
  signal.throwIfAborted();
  const aborted = new Promise<never>((_, reject) => {
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
  const method = init.method === "POST" ? "POST" : "GET";
  const body = typeof init.body === "string" ? init.body : undefined;
  const answer = await Promise.race([api.call({ method, path, headers: Object.fromEntries(headers), body }), aborted]);
  return new Response(answer.body, { status: answer.status, headers: { "content-type": "application/json" } });
}

async function call<T>(path: string, init: RequestInit, opts: ApiOptions<T>): Promise<T> {
  // A FormData body (an upload) gets its multipart type, with the boundary, from the browser.
  const { headers, trackLoading } = buildHeaders(opts, typeof init.body === "string");
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  const inProcess =
    typeof window === "undefined" && !(init.body instanceof FormData) ? currentInProcessApi() : undefined;
  if (inProcess) return readEnvelope(await callInProcess(inProcess, path, init, headers, signal), opts);
  if (trackLoading) loadingBar.start();
  try {
    const response = await fetch(`${apiOrigin(opts.request)}${path}`, {
      ...init,
      headers,
      signal,
      credentials: "same-origin",
    });
    return await readEnvelope(response, opts);
  } finally {
    if (trackLoading) loadingBar.complete();
  }
}

export function apiGet<T>(path: string, opts: ApiOptions<T> = {}): Promise<T> {
  return call(path, { method: "GET" }, opts);
}

/** POSTs `requestPayload` inside the SPEC 3 envelope. */
export function apiPost<T, P = unknown>(path: string, requestPayload: P, opts: ApiOptions<T> = {}): Promise<T> {
  return call(path, { method: "POST", body: JSON.stringify(envelope(requestPayload)) }, opts);
}

/** POSTs a multipart form (a file upload); the answer is read like any other call's. */
export function apiPostForm<T>(path: string, form: FormData, opts: ApiOptions<T> = {}): Promise<T> {
  return call(path, { method: "POST", body: form }, opts);
}
