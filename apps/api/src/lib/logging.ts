import { stdSerializers } from "pino";

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

/** The shop's pino options: level, redaction and the error serializer above. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: "[Redacted]" },
    serializers: { err: redactError, error: redactError },
  };
}
