import fc from "fast-check";
import { hostileValue, weirdText } from "./openapi-fuzz-hostile";
import type { JsonSchema } from "./openapi-fuzz-operations";

/** Values for a JSON schema, mostly of its shape, with hostile parts mixed in (openapi-fuzz-hostile.ts). */

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
