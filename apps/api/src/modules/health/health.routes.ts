import { successEnvelope } from "@shop/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";

const healthSchema = z.object({
  database: z.object({ kind: z.enum(["pglite", "postgres"]), migration: z.string().nullable() }),
  uptimeSeconds: z.number(),
});

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    "/api/health",
    {
      config: { rateLimit: false },
      schema: {
        tags: ["health"],
        summary: "Liveness and database state; 503 while the database is unreachable",
        response: { 200: successEnvelope(healthSchema) },
      },
    },
    async (_request, reply) => {
      try {
        await database.ping();
      } catch {
        throw new AppError(
          "SERVICE_UNAVAILABLE",
          `The ${database.kind} database is unreachable.`,
          "Try again shortly.",
        );
      }
      reply.header("cache-control", "no-store");
      return {
        status: "SUCCESS" as const,
        responceObj: {
          database: { kind: database.kind, migration: await database.appliedMigration() },
          uptimeSeconds: Math.round(process.uptime()),
        },
      };
    },
  );
};
