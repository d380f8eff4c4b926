import fc from "fast-check";

/**
 * Hostile values for the schema-driven fuzz test: wrong kinds, out-of-range numbers, NUL, lone surrogates, huge
 * strings and deep nesting, and the JSON serialiser that writes the values JSON.stringify cannot make.
 */

/**
 * JSON that JSON.stringify cannot make (1e309) or would run out of stack making (deep nesting) is put in as a
 * placeholder string naming an entry of this fixed list, and replaced in the serialised body.
 */
const rawTexts: string[] = [];
const raw = (text: string) => {
  rawTexts.push(text);
  return `@@raw:${rawTexts.length - 1}@@`;
};
export const toJson = (value: unknown) =>
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

export const weirdText = fc.oneof(
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
