import type { IncomingMessage } from "node:http";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { type LogFn, type Logger, stdSerializers } from "pino";
import { isInProcessRequest } from "./in-process-requests";

/** What a log line never shows (docs/security.md "Logs"): personal data, secrets, and query parameters. */
const PERSONAL_KEYS = [
  "email",
  "mobile",
  "phone",
  "name",
  "fullName",
  "recipientName",
  "address",
  "addressLine",
  "line1",
  "line2",
  "street",
  "building",
  "password",
  "currentPassword",
  "newPassword",
  "passwordHash",
  "password_hash",
  "token",
  "resetToken",
  "verifyToken",
  "secret",
  "totpSecret",
  "cookie",
  "authorization",
];

/**
 * pino `redact` paths: the keys above at the top level and up to three levels deep (pino's wildcards match
 * one level each), plus the request's credentials and the response's cookies.
 */
export const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  ...PERSONAL_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`, `*.*.*.${k}`]),
];

/** Fields of a database error that carry row values (PostgreSQL's detail names the conflicting key's value). */
const VALUE_FIELDS = new Set(["params", "parameters", "detail", "where", "internalQuery", "values"]);

/**
 * Errors keep their type, message, code and stack, but never the values a failed query was given: drizzle's
 * DrizzleQueryError carries `params` (the row being written), and PostgreSQL's error its `detail`.
 */
export function redactError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 4) return error;
  const serialised = stdSerializers.err(error) as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(serialised)) {
    if (VALUE_FIELDS.has(key)) out[key] = "[Redacted]";
    else if ((key === "message" || key === "stack") && typeof value === "string") out[key] = withoutParams(value);
    else if (key === "cause" || key === "aggregateErrors") out[key] = redactCause(value, depth);
    else out[key] = value;
  }
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) out.cause = redactError(cause, depth + 1);
  return out;
}

/** DrizzleQueryError's message (and so its stack) ends with "params: <values>": keep the query, drop the values. */
function withoutParams(text: string): string {
  const at = text.indexOf("\nparams: ");
  if (at < 0) return text;
  const frames = text.indexOf("\n    at ", at);
  return `${text.slice(0, at)}\nparams: [Redacted]${frames < 0 ? "" : text.slice(frames)}`;
}

function redactCause(value: unknown, depth: number): unknown {
  if (Array.isArray(value)) return value.map((v) => redactCause(v, depth));
  if (value && typeof value === "object") {
    const copy: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value))
      copy[k] = VALUE_FIELDS.has(k) ? "[Redacted]" : redactCause(v, depth + 1);
    return copy;
  }
  return value;
}

/** Each request's logger knows its request, so a line about it can tell whether the client is still there. */
const kRawRequest = Symbol("shop.rawRequest");
const WARN = 40;

/** Errors a stream or a render ends with when the other side went away ("premature close", an aborted signal...). */
const ABORT_CODES = new Set(["ERR_STREAM_PREMATURE_CLOSE", "ECONNRESET", "EPIPE", "ERR_STREAM_DESTROYED", "ABORT_ERR"]);

function isAbortError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    error.name === "AbortError" ||
    error.message === "premature close" ||
    (typeof code === "string" && ABORT_CODES.has(code))
  );
}

/**
 * The client closed its connection before the answer was complete (issue 17: under load a shopper leaving a page,
 * or a client's own timeout): not our failure, and logged at info, not as an error. Both must hold: the error is one
 * a stream or an aborted render ends with, and the request's socket is gone.
 */
export function isClientAbort(raw: IncomingMessage | undefined, error: unknown): boolean {
  if (!raw || !isAbortError(error)) return false;
  return raw.destroyed || raw.socket?.destroyed === true || (raw as { aborted?: boolean }).aborted === true;
}

/** The error in a log call's arguments: log.error(err), log.error({ err }, msg) or log.error({ error }, msg). */
function errorIn(args: unknown[]): unknown {
  const [first] = args;
  if (first instanceof Error) return first;
  if (first && typeof first === "object")
    return (first as { err?: unknown; error?: unknown }).err ?? (first as { error?: unknown }).error;
  return undefined;
}

/**
 * pino hook: an error-level line about a request whose client went away, caused by that (e.g. @fastify/compress
 * logs "premature close" at error when the socket closes mid-answer), is written at info instead.
 */
function logMethod(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number) {
  const raw = (this as unknown as { [kRawRequest]?: IncomingMessage })[kRawRequest];
  if (level >= 50 && raw) {
    const error = errorIn(args);
    if (isClientAbort(raw, error))
      return this.info({ err: error, clientAbort: true }, "client closed the connection early");
  }
  return method.apply(this, args);
}

/** The request id of a request's logger, written into its lines by `mixin` below (inherited by its children). */
const kRequestId = Symbol("shop.requestId");
type RequestLogger = FastifyBaseLogger & { [kRawRequest]?: IncomingMessage; [kRequestId]?: unknown };

/**
 * Request loggers that remember their request (for the hook above); set before any route is registered. The request
 * id is not a pino binding: pino runs the redaction's wildcard paths over a child's bindings when it makes the
 * child, ~4 % of a member's cart call's CPU for a logger that, at level warn, usually writes nothing.
 */
export function rememberRequestInLogs(app: FastifyInstance) {
  app.setChildLoggerFactory((logger, { reqId, ...bindings }, options, raw) => {
    // A page render's in-process API calls write warnings and errors only (7 lines a page otherwise, ~8 % of its CPU).
    const quiet = isInProcessRequest(raw) && (logger as Logger).levelVal < WARN;
    const child = logger.child(bindings, quiet ? { ...options, level: "warn" } : options) as RequestLogger;
    child[kRawRequest] = raw;
    child[kRequestId] = reqId;
    return child;
  });
}

/** pino mixin: a request logger's lines (and its children's: pino makes a child from its parent) carry reqId. */
function requestIdOf(_object: object, _level: number, logger: Logger): Record<string, unknown> {
  const reqId = (logger as unknown as RequestLogger)[kRequestId];
  return reqId === undefined ? {} : { reqId };
}

/** The shop's pino options: level, redaction, the error serializer above, and client aborts at info. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: "[Redacted]" },
    serializers: { err: redactError, error: redactError },
    hooks: { logMethod },
    mixin: requestIdOf,
  };
}
