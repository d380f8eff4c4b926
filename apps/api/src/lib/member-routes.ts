import { isLanguage, type Language, requestEnvelope } from "@shop/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { noStore } from "./reply";

/** Route helpers shared by the member calls of several modules (cart, wish list, orders). */

/**
 * SPEC 7: search is sent with an empty body. Within these routes an empty JSON body reads as no body, so search
 * answers it and the other calls answer VALIDATION_FAILED (field "body") rather than "not valid JSON".
 */
export function acceptEmptyJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === "") return done(null, undefined);
    return parseJson(request, text, done);
  });
}

/** The request envelope, all of it optional (search: no body, no payload or no requestPayload). */
export function optionalEnvelope<T extends z.ZodType>(requestPayload: T) {
  const envelope = requestEnvelope(requestPayload);
  return envelope.extend({ payload: envelope.shape.payload.partial().nullish() }).nullish();
}

/** The language of the products in an answer: requestPayload.lang, else the web app's `lang` cookie, else en. */
export function languageOf(request: FastifyRequest, lang: Language | undefined): Language {
  if (lang) return lang;
  const cookie = request.cookies?.lang;
  return isLanguage(cookie) ? cookie : "en";
}

/** The caller, from the verified token only (DESIGN: tokenPayload never changes who the caller is). */
export function memberId(request: FastifyRequest): number {
  return request.authUser!.id;
}

/** What a member route documents: its OpenAPI words, the request body's schema and the 200 answer. */
export interface MemberRouteDoc<Body extends z.ZodType> {
  tags: string[];
  summary: string;
  description?: string;
  body: Body;
  response: Record<number, z.ZodType>;
}

/**
 * A POST route for the signed-in member: the token is checked on request, before the body is read (a caller
 * without one gets 401 whatever the body), and the answer is what `handle` returns, never cached and serialised
 * without the schema pass (noStore): a zod pass over every product of every line would cost more than the rest of
 * the request.
 */
export function memberPost<Body extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  doc: MemberRouteDoc<Body>,
  handle: (body: z.infer<Body>, member: number, request: FastifyRequest) => Promise<unknown>,
) {
  app.post(
    url,
    { onRequest: app.requireUser, schema: { ...doc, security: [{ bearerAuth: [] }] } },
    async (request, reply) => noStore(reply, await handle(request.body as z.infer<Body>, memberId(request), request)),
  );
}
