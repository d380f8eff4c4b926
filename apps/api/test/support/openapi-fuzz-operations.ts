/** The OpenAPI document's operations, as the schema-driven fuzz test (fuzz.test.ts) walks them. */

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
