import { failureEnvelopeSchema, successEnvelope } from "@shop/shared";
import { z } from "zod";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { ModulePlugin } from "../../lib/reply";
import type { MailHealth } from "../mail/mail.outbox";

/** A health check must answer even when the database hangs rather than refuses. */
const PING_TIMEOUT_MS = 2000;

const mailHealthSchema = z.object({
  /** "unknown" while the database (which holds the outbox) is down. */
  status: z.enum(["ok", "degraded", "unknown"]),
  transport: z.enum(["smtp", "database"]),
  pending: z.number().int().optional(),
  retrying: z.number().int().optional(),
  stuck: z.number().int().optional(),
  overdueSeconds: z.number().int().optional(),
});

const healthSchema = z.object({
  /** "degraded": the shop works but a part (e-mail) is failing or late. */
  status: z.enum(["ok", "degraded"]),
  database: z.object({
    status: z.literal("ok"),
    kind: z.enum(["pglite", "postgres"]),
    migration: z.string().nullable(),
    /**
     * Only with DATABASE_READ_URL: the read replica of the public catalogue; "down" makes the status "degraded".
     * lagSeconds: how far its replay is behind the primary (0 when caught up; null before its first replay).
     */
    replica: z.object({ status: z.enum(["ok", "down"]), lagSeconds: z.number().nullable().optional() }).optional(),
  }),
  mail: mailHealthSchema,
  uptimeSeconds: z.number(),
});

/** The replica's part of the answer, or undefined without one. */
async function replicaHealth(replica: Database["replica"]) {
  if (!replica) return undefined;
  try {
    const lag = await withTimeout(replica.lagSeconds(), PING_TIMEOUT_MS);
    return { status: "ok" as const, lagSeconds: lag === null ? null : Math.round(lag * 10) / 10 };
  } catch {
    return { status: "down" as const };
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** 503 (with Retry-After, from the error handler) naming the parts that are down, for a load balancer. */
class DatabaseDown extends AppError {
  constructor(kind: Database["kind"]) {
    super("SERVICE_UNAVAILABLE", `The ${kind} database is unreachable.`, "Try again shortly.", "database");
  }

  override body() {
    return { ...super.body(), parts: { database: "down" as const, mail: "unknown" as const } };
  }
}

/**
 * GET /api/health: 200 while the database answers (status "degraded" when e-mail is failing or late), 503 with
 * Retry-After while it does not. Both say which part is down, for a load balancer and for a person.
 */
export const healthRoutes: ModulePlugin<{
  database: Database;
  mail: { health(): Promise<MailHealth>; transport: MailHealth["transport"] };
}> = async (app, { database, mail }) => {
  app.get(
    "/api/health",
    {
      config: { rateLimit: false },
      // A load balancer checks every second: its requests are logged only when something goes wrong.
      logLevel: "warn",
      schema: {
        tags: ["health"],
        summary:
          "Which parts work: the database (and its read replica), e-mail; 503 with Retry-After while the database is unreachable",
        description: 'While the database is down: 503 in the error shape (field "database") with "parts".',
        response: {
          200: successEnvelope(healthSchema),
          503: failureEnvelopeSchema.extend({
            parts: z.object({ database: z.literal("down"), mail: z.literal("unknown") }),
          }),
        },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      try {
        await withTimeout(database.ping(), PING_TIMEOUT_MS);
      } catch {
        throw new DatabaseDown(database.kind);
      }
      const [mailHealth, replica] = await Promise.all([
        withTimeout(mail.health(), PING_TIMEOUT_MS).catch(
          (): MailHealth | { status: "unknown"; transport: MailHealth["transport"] } => ({
            status: "unknown",
            transport: mail.transport,
          }),
        ),
        replicaHealth(database.replica),
      ]);
      const ok = mailHealth.status === "ok" && replica?.status !== "down";
      return {
        status: ok ? ("ok" as const) : ("degraded" as const),
        database: {
          ...{ status: "ok" as const, kind: database.kind, migration: await database.appliedMigration() },
          ...(replica && { replica }),
        },
        mail: mailHealth,
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  );
};
