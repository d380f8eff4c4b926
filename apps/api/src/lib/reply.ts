import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyTypeProvider,
  preSerializationHookHandler,
  RawServerDefault,
} from "fastify";
import { z } from "zod";
import type { $ZodType, input, output } from "zod/v4/core";

/**
 * The one reply helper (docs/architecture.md, "Decisions the code implements"). A route returns the data of its
 * answer; the hook of registerSuccessEnvelope puts it in the SPEC success envelope { status: "SUCCESS",
 * responceObj } for every route whose 200 schema is a success envelope, and the route's response schema checks
 * it. Failures are thrown (AppError and its subclasses) and leave through the one error handler (plugins/errors.ts).
 */

/**
 * An answer serialised ahead of time: a cached answer sent many times, or the stored bytes of a first answer
 * replayed. `T` is the data it holds, so a route's return type still checks it against the response schema.
 */
export class SerializedReply<T> {
  declare private readonly data?: T;
  private constructor(readonly envelopeJson: string) {}

  /** Serialises `data` once (JSON.stringify, no schema pass: it is built from the shared wire types). */
  static of<T>(data: T): SerializedReply<T> {
    return new SerializedReply<T>(`{"status":"SUCCESS","responceObj":${JSON.stringify(data)}}`);
  }

  /** Data already serialised as JSON (e.g. an order stored for idempotent replays), sent byte for byte. */
  static ofJson<T>(dataJson: string): SerializedReply<T> {
    return new SerializedReply<T>(`{"status":"SUCCESS","responceObj":${dataJson}}`);
  }
}

type SuccessEnvelopeSchema<D extends $ZodType> = z.ZodObject<{ status: z.ZodLiteral<"SUCCESS">; responceObj: D }>;

/** What a route answers for a response schema: a success envelope's data (or it serialised), else the schema's input. */
type ReplyOf<S> =
  S extends SuccessEnvelopeSchema<infer D>
    ? input<D> | SerializedReply<input<D>>
    : S extends $ZodType
      ? input<S>
      : unknown;

/** fastify-type-provider-zod's provider, except that routes return the data of a success envelope. */
export interface ShopTypeProvider extends FastifyTypeProvider {
  validator: this["schema"] extends $ZodType ? output<this["schema"]> : unknown;
  serializer: ReplyOf<this["schema"]>;
}

/** A module's Fastify plugin (its routes, hooks and jobs), registered once in app.ts. */
export type ModulePlugin<Options extends object = Record<never, never>> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  ShopTypeProvider
>;

function isSuccessEnvelope(schema: unknown): boolean {
  if (!(schema instanceof z.ZodObject)) return false;
  const status = schema.shape.status;
  return status instanceof z.ZodLiteral && status.values.has("SUCCESS") && "responceObj" in schema.shape;
}

const serializedJson = (payload: SerializedReply<unknown>) => payload.envelopeJson;

/** Wraps a 200 answer's data in the success envelope; a SerializedReply is sent as it is. */
const wrapSuccess: preSerializationHookHandler<unknown> = (_request, reply: FastifyReply, payload, done) => {
  if (reply.statusCode !== 200) return done(null, payload);
  if (payload instanceof SerializedReply) {
    reply.serializer(serializedJson);
    return done(null, payload);
  }
  done(null, { status: "SUCCESS", responceObj: payload });
};

/**
 * The single hook of the success envelope: added to every route whose 200 response schema is a success envelope
 * (the routes added after this call, i.e. all of them). Errors answer other statuses and are never wrapped.
 */
export function registerSuccessEnvelope(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!isSuccessEnvelope(response?.[200])) return;
    const hooks = route.preSerialization;
    route.preSerialization = hooks ? [...(Array.isArray(hooks) ? hooks : [hooks]), wrapSuccess] : [wrapSuccess];
  });
}

/**
 * An answer never cached (Cache-Control: no-store), serialised with JSON.stringify instead of the schema pass: for
 * hot routes whose data is built from the shared wire types (the response schemas still document them).
 */
export function noStore<T>(reply: { header(name: string, value: string): unknown }, data: T): SerializedReply<T> {
  reply.header("cache-control", "no-store");
  return SerializedReply.of(data);
}

/** An answer browsers and proxies may keep for `maxAgeSeconds` (Cache-Control: public). */
export function publicFor<T>(
  reply: { header(name: string, value: string): unknown },
  maxAgeSeconds: number,
  data: T,
): T {
  reply.header("cache-control", `public, max-age=${maxAgeSeconds}`);
  return data;
}
