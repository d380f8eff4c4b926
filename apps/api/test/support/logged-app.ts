import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app";
import { loggerOptions } from "../../src/lib/logging";
import type { TestContext } from "./test-app";

export interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { url: string };
  [field: string]: unknown;
}

/** A second app on the test's database whose log lines (the shop's logger options, at info) land in `lines`. */
export async function buildLoggedApp(ctx: TestContext): Promise<{ app: FastifyInstance; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  const app = await buildApp({
    config: ctx.config,
    database: ctx.database,
    logger: { ...loggerOptions("info"), stream },
  });
  return { app, lines };
}
