import fc from "fast-check";

/**
 * Request generators for the schema-driven fuzz test (fuzz.test.ts): from an operation of the OpenAPI document
 * they make bodies, query strings and path parameters that are mostly valid, with hostile values mixed in
 * (wrong types, missing and extra fields, huge strings, deep nesting, NUL, lone surrogates, out-of-range numbers).
 */

/** The subset of JSON Schema (OpenAPI 3.0 flavour) that @fastify/swagger writes from the zod schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  nullable?: boolean;
}

export interface Operation {
  method: string;
  path: string;
  body?: JsonSchema;
  query: Array<{ name: string; required: boolean; schema: JsonSchema }>;
  params: Array<{ name: string; schema: JsonSchema }>;
}

export interface FuzzRequest {
  method: string;
  url: string;
  /** Raw JSON text (numbers such as 1e309 cannot come from JSON.stringify), or undefined for no body. */
  payload?: string;
  /** Headers of this request only (a webhook's signature). */
  headers?: Record<string, string>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[] }>>;
}

/** Every operation of the document, with its body schema and its query and path parameters. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const body = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content?.[
        "application/json"
      ]?.schema;
      const parameters = (op.parameters ?? []) as Array<{
        in: string;
        name: string;
        required?: boolean;
        schema: JsonSchema;
      }>;
      out.push({
        method: method.toUpperCase(),
        path,
        body,
        query: parameters
          .filter((p) => p.in === "query")
          .map((p) => ({ name: p.name, required: Boolean(p.required), schema: p.schema })),
        params: parameters.filter((p) => p.in === "path").map((p) => ({ name: p.name, schema: p.schema })),
      });
    }
  }
  return out;
}

/**
 * JSON that JSON.stringify cannot make (1e309) or would run out of stack making (deep nesting) is put in as a
 * placeholder string naming an entry of this fixed list, and replaced in the serialised body.
 */
const rawTexts: string[] = [];
const raw = (text: string) => {
  rawTexts.push(text);
  return `@@raw:${rawTexts.length - 1}@@`;
};
const toJson = (value: unknown) =>
  JSON.stringify(value)?.replace(/"@@raw:(\d+)@@"/g, (_, i: string) => rawTexts[Number(i)] ?? "null");

/** Numbers around every column bound (int4, JavaScript's safe integers, doubles) and their look-alikes. */
const hostileNumbers: unknown[] = [
  -1,
  0,
  -0,
  0.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 63,
  -(2 ** 31) - 1,
  1e308,
  -1e308,
  5e-324,
  raw("1e309"),
  raw("-1e309"),
  "NaN",
  "Infinity",
  "-1",
  "2147483648",
  "9007199254740993",
  "1e308",
  "0x10",
];

/** Text no column should receive as is, or that parsers and SQL builders trip on. */
const hostileTexts: string[] = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udc00y",
  "\udfff\ud800",
  "\ud83d",
  "'; drop table users; --",
  "%",
  "_%\\",
  "\\",
  '"',
  "\u202e\u200f",
  "\ufeff",
  "🌵🪴",
  "é".normalize("NFD"),
  "<script>alert(1)</script>",
  "../../../../etc/passwd",
  "null",
  " ",
];

const weirdText = fc.oneof(
  fc.constantFrom(...hostileTexts),
  fc.string({ maxLength: 20, unit: "binary" }),
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom("\u0000", "\ud800", "\udc00"), fc.string({ maxLength: 8 }))
    .map(([a, b, c]) => a + b + c),
);

const deepArrays = [50, 1_000, 5_000].map((depth) => raw(`${"[".repeat(depth)}${"]".repeat(depth)}`));
const deepObjects = [50, 1_000, 5_000].map((depth) => raw(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`));

/** A value of the wrong kind, or a hostile one of the right kind. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, "", [], {}, "x", 1, [null], { __proto__: 1 }),
  fc.constantFrom(...hostileNumbers),
  weirdText,
  fc.constantFrom(1_000, 20_000, 120_000).map((n) => "a".repeat(n)),
  fc.constantFrom(100, 2_000).map((n) => "\u0000".repeat(n)),
  fc.constantFrom(...deepArrays, ...deepObjects),
  fc.array(fc.integer(), { minLength: 200, maxLength: 1_000 }),
);

/** Words that reach deeper code paths than random text: seeded slugs, emirates, statuses, order numbers. */
const usefulWords = [
  "monstera-deliciosa",
  "ficus",
  "dubai",
  "plant",
  "BST-2222-3333",
  "confirmed",
  "cancelled",
  "en",
  "ar",
  "member@example.com",
  "admin@bustan.ae",
];

function stringArb(schema: JsonSchema, clean: boolean): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  const plain = fc.string({ minLength, maxLength });
  const options: Array<fc.WeightedArbitrary<string>> = [
    { weight: 4, arbitrary: plain },
    { weight: 2, arbitrary: fc.constantFrom(...usefulWords) },
    { weight: clean ? 0 : 1, arbitrary: weirdText },
  ];
  if (schema.pattern) {
    try {
      options.push({ weight: 6, arbitrary: fc.stringMatching(new RegExp(schema.pattern)) });
    } catch {
      // A pattern JavaScript cannot read: plain text only.
    }
  }
  return fc.oneof(...options);
}

function integerArb(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusive = schema.exclusiveMinimum === true ? 1 : 0;
  const min = Math.max((schema.minimum ?? -1_000_000) + exclusive, Number.MIN_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
  if (min > max) return fc.constant(min);
  // Small values hit the seeded rows (ids 1..n); the bounds and the whole range probe the edges.
  return fc.oneof(
    fc.integer({ min, max: Math.min(max, min + 60) }),
    fc.constantFrom(min, max),
    fc.integer({ min, max }),
  );
}

/**
 * clean: a value of the shape only. hints: valid values by property name (seeded slugs, an order number, a date
 * on offer), picked three times in four, so that requests get past validation into the services.
 */
export interface ValueOptions {
  clean?: boolean;
  hints?: Hints;
}
export type Hints = Record<string, fc.Arbitrary<unknown>>;

/** The SPEC request envelope's wrappers. */
const envelopeKeys = new Set(["payload", "requestPayload"]);

const HOSTILE_WEIGHT = 1;
const VALID_WEIGHT = 12;

/**
 * A value for the schema: usually of its shape with every part again from valueFor (so one or two parts of a
 * request are hostile), sometimes hostile itself. `clean` makes a value of the shape only (no hostile parts,
 * though text may still carry NUL or lone surrogates within its length).
 */
export function valueFor(schema: JsonSchema | undefined, options: ValueOptions = {}, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedValue(schema ?? {}, options, depth);
  const { clean } = options;
  if (clean || depth > 8) return shaped;
  return fc.oneof({ weight: VALID_WEIGHT, arbitrary: shaped }, { weight: HOSTILE_WEIGHT, arbitrary: hostileValue });
}

function shapedValue(schema: JsonSchema, options: ValueOptions, depth: number): fc.Arbitrary<unknown> {
  const child = (s: JsonSchema | undefined, key?: string) => {
    const generic = valueFor(s, options, depth + 1);
    const hint = key === undefined ? undefined : options.hints?.[key];
    if (!hint) return generic;
    return options.clean ? hint : fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: generic });
  };
  const withNull = (arb: fc.Arbitrary<unknown>) =>
    schema.nullable ? fc.oneof({ weight: 5, arbitrary: arb }, { weight: 1, arbitrary: fc.constant(null) }) : arb;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return withNull(fc.constantFrom(...schema.enum));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => shapedValue(s, options, depth)));
  if (schema.allOf?.length) return shapedValue(Object.assign({}, ...schema.allOf) as JsonSchema, options, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object":
      return withNull(objectArb(schema, child, options, depth));
    case "array": {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
      return withNull(fc.array(child(schema.items), { minLength, maxLength }));
    }
    case "integer":
      return withNull(integerArb(schema));
    case "number":
      return withNull(fc.oneof(integerArb(schema), fc.double({ noNaN: true, noDefaultInfinity: true })));
    case "boolean":
      return withNull(fc.boolean());
    case "string":
      return withNull(stringArb(schema, Boolean(options.clean)));
    default:
      // No type (z.unknown()): anything.
      return fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 }));
  }
}

function objectArb(
  schema: JsonSchema,
  child: (s: JsonSchema | undefined, key?: string) => fc.Arbitrary<unknown>,
  options: ValueOptions,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const clean = Boolean(options.clean);
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([key, s]) => {
    // The envelope is kept whole (broken envelopes come from the body's own variants): the fuzzing is for what
    // it carries. Other required fields are left out one time in ten, hinted optional ones one in five (never when clean),
    // the rest half the time.
    if (envelopeKeys.has(key)) {
      const inner = shapedValue(s, options, depth + 1);
      return fc.tuple(
        fc.constant(key),
        fc.constant(true),
        clean ? inner : fc.oneof({ weight: 19, arbitrary: inner }, child(s, key)),
      );
    }
    const keptInTen = required.has(key) ? (clean ? 10 : 9) : options.hints?.[key] ? (clean ? 10 : 8) : 5;
    const keep = fc.integer({ min: 0, max: 9 }).map((n) => n < keptInTen);
    return fc.tuple(fc.constant(key), keep, child(s, key));
  });
  const extra = clean
    ? fc.constant([] as Array<[string, unknown]>)
    : fc.oneof(
        { weight: 8, arbitrary: fc.constant([] as Array<[string, unknown]>) },
        {
          weight: 1,
          arbitrary: fc.array(
            fc.tuple(
              fc.constantFrom("__proto__", "constructor", "role", "id", "userId", "price", "x\u0000"),
              hostileValue,
            ),
            { maxLength: 2 },
          ),
        },
      );
  return fc.tuple(fc.tuple(...entries), extra).map(([fields, extras]) => {
    const out: Record<string, unknown> = {};
    for (const [key, keep, value] of fields) if (keep && value !== undefined) out[key] = value;
    for (const [key, value] of extras) Object.defineProperty(out, key, { value, enumerable: true, writable: true });
    return out;
  });
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
