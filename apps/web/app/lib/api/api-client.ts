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

function readEnvelope<T>(status: number, body: unknown, opts: ApiOptions<T>): T {
  if (isRecord(body) && body.status === "SUCCESS" && status >= 200 && status < 300) {
    return opts.schema ? opts.schema.parse(body.responceObj) : (body.responceObj as T);
  }
  if (isRecord(body) && body.status === "FAILURE" && Array.isArray(body.errorList)) {
    throw new ApiError(`API call failed with ${status}`, status, body.errorList, body);
  }
  throw new ApiError(`Unexpected API response ${status}`, status);
}

function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Server rendering inside our Fastify host: the same call, dispatched in-process (no loopback socket). The answer's
 * text is parsed as it is: wrapping it in a Response to call .json() cost a web stream per call.
 */
async function callInProcess<T>(
  api: InProcessApi,
  path: string,
  init: RequestInit,
  headers: Headers,
  signal: AbortSignal,
  opts: ApiOptions<T>,
): Promise<T> {
  signal.throwIfAborted();
  const aborted = new Promise<never>((_, reject) => {
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
  const method = init.method === "POST" ? "POST" : "GET";
  const body = typeof init.body === "string" ? init.body : undefined;
  const answer = await Promise.race([api.call({ method, path, headers: Object.fromEntries(headers), body }), aborted]);
  return readEnvelope(answer.status, parsedOrNull(answer.body), opts);
}

async function call<T>(path: string, init: RequestInit, opts: ApiOptions<T>): Promise<T> {
  // A FormData body (an upload) gets its multipart type, with the boundary, from the browser.
  const { headers, trackLoading } = buildHeaders(opts, typeof init.body === "string");
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  const inProcess =
    typeof window === "undefined" && !(init.body instanceof FormData) ? currentInProcessApi() : undefined;
  if (inProcess) return callInProcess(inProcess, path, init, headers, signal, opts);
  if (trackLoading) loadingBar.start();
  try {
    const response = await fetch(`${apiOrigin(opts.request)}${path}`, {
      ...init,
      headers,
      signal,
      credentials: "same-origin",
    });
    const body: unknown = await response.json().catch(() => null);
    return readEnvelope(response.status, body, opts);
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
