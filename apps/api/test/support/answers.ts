import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { z } from "zod";

/** The answer's responceObj parsed by its shared schema, after checking the answer is a 200 SUCCESS. */
export function successOf<Schema extends z.ZodType>(res: LightMyRequestResponse, schema: Schema): z.output<Schema> {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().status).toBe("SUCCESS");
  return schema.parse(res.json().responceObj);
}
