import fc from "fast-check";
import { toJson } from "./openapi-fuzz-hostile";
import type { JsonSchema, Operation } from "./openapi-fuzz-operations";
import { type Hints, valueFor } from "./openapi-fuzz-values";

/**
 * Request generators for the schema-driven fuzz test (fuzz.test.ts): from an operation of the OpenAPI document
 * they make bodies, query strings and path parameters that are mostly valid, with hostile values mixed in
 * (wrong types, missing and extra fields, huge strings, deep nesting, NUL, lone surrogates, out-of-range numbers).
 */

export { hostileValue } from "./openapi-fuzz-hostile";
export { type JsonSchema, type Operation, operationsOf } from "./openapi-fuzz-operations";
export { type Hints, type ValueOptions, valueFor } from "./openapi-fuzz-values";

export interface FuzzRequest {
  method: string;
  url: string;
  /** Raw JSON text (numbers such as 1e309 cannot come from JSON.stringify), or undefined for no body. */
  payload?: string;
  /** Headers of this request only (a webhook's signature). */
  headers?: Record<string, string>;
}

/** Percent-encodes text for a URL; a lone surrogate becomes its (invalid) three UTF-8 bytes, as a raw client may send. */
export function percentEncode(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join("");
    } else out += encodeURIComponent(char);
  }
  return out;
}

const asText = (value: unknown) => (typeof value === "string" ? value : (toJson(value) ?? ""));

/** A URL piece no decoder accepts: broken percent-escapes and overlong or truncated UTF-8. */
const brokenEscape = fc.constantFrom("%", "%E0%A4%A", "%C0%AF", "%FF", "%ED%A0%80", "%00", "%2e%2e%2f", "%25%30%30");

function urlValue(schema: JsonSchema, hint?: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const value = hint ? fc.oneof(hint, valueFor(schema)) : valueFor(schema);
  return fc.oneof(
    { weight: 4, arbitrary: value.map((v) => percentEncode(asText(v))) },
    { weight: 1, arbitrary: brokenEscape },
  );
}

/** A whole request for the operation: path parameters, query string and (for POST) a JSON body. */
export function requestFor(op: Operation, hints: Hints = {}): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(...op.params.map((p) => urlValue(p.schema, hints[p.name]).map((v) => [p.name, v] as const)));
  const query = fc.tuple(
    ...op.query.map((q) =>
      fc
        .tuple(fc.integer({ min: 0, max: 9 }), urlValue(q.schema, hints[q.name]), urlValue(q.schema, hints[q.name]))
        .map(([pick, a, b]) =>
          pick === 0 && !q.required ? "" : pick === 1 ? `${q.name}=${a}&${q.name}=${b}` : `${q.name}=${a}`,
        ),
    ),
  );
  const body: fc.Arbitrary<string | undefined> = op.body
    ? fc.oneof(
        { weight: 10, arbitrary: valueFor(op.body, { hints }).map(toJson) },
        { weight: 8, arbitrary: valueFor(op.body, { hints, clean: true }).map(toJson) },
        { weight: 1, arbitrary: fc.constantFrom(undefined, "", "{", "null", "[]", '{"payload":', "\u0000") },
      )
    : fc.constant(undefined);
  return fc.tuple(params, query, body).map(([ps, qs, payload]) => {
    let url = op.path;
    for (const [name, value] of ps) url = url.replace(`{${name}}`, value || "x");
    const search = qs.filter(Boolean).join("&");
    return { method: op.method, url: search ? `${url}?${search}` : url, payload };
  });
}
