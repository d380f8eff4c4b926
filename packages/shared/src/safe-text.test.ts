import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as shared from "./index";
import { isStorableText, MAX_INT4 } from "./index";

describe("isStorableText", () => {
  it("accepts any text of real characters, emoji (surrogate pairs) included", () => {
    for (const text of ["", "Bustan", "بستان", "🌵🪴", "a\tb\nc", "\u202e"]) expect(isStorableText(text)).toBe(true);
  });

  it("security: refuses NUL and UTF-16 surrogates without their pair", () => {
    for (const text of [
      "\u0000",
      "a\u0000b",
      "\ud800",
      "x\udc00y",
      "\udc00\ud800",
      "🌵".slice(0, 1),
      "a🌵".slice(1, 2),
    ])
      expect(isStorableText(text)).toBe(false);
  });
});

type Node = z.ZodType & { isInt?: boolean; maxValue?: number | null };

/** Passwords are left to the password rules: they are only hashed or verified, never stored as text. */
const otherRules = /password/i;

/** The type a schema takes in: a pipe's (transform, then check again) is that of its first part. */
function inputType(schema: unknown): string {
  const def = (schema as { _zod: { def: { type: string; in?: unknown } } })._zod.def;
  return def.type === "pipe" ? inputType(def.in) : def.type;
}

type Leaf = { path: string; node: Node; text: boolean };

/** Every text and number schema inside a schema, with its path. */
function leaves(schema: Node, path: string, out: Leaf[], seen = new Set<unknown>()) {
  if (seen.has(schema)) return out;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const visit = (child: unknown, at = path) => leaves(child as Node, at, out, seen);
  switch (def.type) {
    case "string":
    case "number":
      out.push({ path, node: schema, text: def.type === "string" });
      break;
    case "object":
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
        if (!otherRules.test(key)) visit(child, `${path}.${key}`);
      }
      break;
    case "array":
      visit(def.element, `${path}[]`);
      break;
    case "union":
      for (const option of def.options as unknown[]) visit(option);
      break;
    case "pipe":
      // A text field that is transformed and checked again (e-mail, two-step codes) is tried as a whole.
      if (inputType(def.in) === "string") out.push({ path, node: schema, text: true });
      else {
        visit(def.in);
        visit(def.out);
      }
      break;
    case "record":
      visit(def.valueType, `${path}{}`);
      break;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
      visit(def.innerType);
      break;
    case "lazy":
      visit((def.getter as () => unknown)());
      break;
  }
  return out;
}

const requestSchemas = Object.entries(shared).filter(([name]) => /RequestSchema$/.test(name)) as Array<[string, Node]>;

describe("request schemas", () => {
  it("are all found", () => {
    expect(requestSchemas.length).toBeGreaterThan(25);
  });

  it("security: every text field refuses NUL and lone surrogates (VALIDATION_FAILED, never a database error)", () => {
    const open: string[] = [];
    for (const [name, schema] of requestSchemas) {
      for (const { path, node, text } of leaves(schema, name, [])) {
        if (!text) continue;
        for (const bad of ["ok\u0000", "ok\ud800"])
          if (node.safeParse(bad).success) open.push(`${path} takes ${JSON.stringify(bad)}`);
      }
    }
    expect(open).toEqual([]);
  });

  it("security: every whole-number field is bounded to its int4 column", () => {
    const open: string[] = [];
    for (const [name, schema] of requestSchemas) {
      for (const { path, node } of leaves(schema, name, [])) {
        if (node.isInt && (node.maxValue ?? Number.POSITIVE_INFINITY) > MAX_INT4) open.push(path);
      }
    }
    expect(open).toEqual([]);
  });
});
