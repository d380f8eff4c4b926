import {
  newsletterEmptyResponseSchema,
  newsletterSubscribeRequestSchema,
  newsletterTokenField,
  newsletterTokenRequestSchema,
  requestEnvelope,
  successEnvelope,
} from "@shop/shared";
import { z } from "zod";
import { type ModulePlugin, noStore } from "../../lib/reply";
import { ONE_CLICK_PATH } from "./newsletter.mail";
import type { NewsletterService } from "./newsletter.service";

const tags = ["newsletter"];
/** Subscribes per client address: a burst is fine, a script filling the table is not (429 RATE_LIMITED). */
export const SUBSCRIBE_PER_ADDRESS = { max: 10, timeWindow: "10 minutes" } as const;
const tokenErrors =
  "LINK_INVALID (400) for an unknown token, LINK_USED (409) for a used one, LINK_EXPIRED (410) past its expiry.";
const empty = successEnvelope(newsletterEmptyResponseSchema);

/** The shopper-facing newsletter calls (DESIGN "Calls beyond the specification"): no login. */
export const newsletterRoutes: ModulePlugin<{ newsletter: NewsletterService }> = async (app, { newsletter }) => {
  app.post(
    "/api/v1/newsletter/subscribe",
    {
      config: { rateLimit: SUBSCRIBE_PER_ADDRESS },
      schema: {
        tags,
        summary: "Subscribe an e-mail address (double opt-in): e-mails a confirmation link valid 7 days",
        description:
          "Always {}, the same whether the address was unknown, pending, subscribed or unsubscribed; the work " +
          "runs after the answer. At most 3 confirmation e-mails per address per hour (more are answered the " +
          "same and not sent). RATE_LIMITED (429) above 10 calls per client address per 10 minutes.",
        body: requestEnvelope(newsletterSubscribeRequestSchema),
        response: { 200: empty },
      },
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return;
        newsletter.subscribe(request.body.payload.requestPayload);
      },
    },
    async (_request, reply) => noStore(reply, {}),
  );

  app.post(
    "/api/v1/newsletter/confirm",
    {
      schema: {
        tags,
        summary: "Confirm a subscription with the token of the e-mailed link (single use)",
        description: `${tokenErrors} Sends a welcome e-mail with the one-click unsubscribe link.`,
        body: requestEnvelope(newsletterTokenRequestSchema),
        response: { 200: empty },
      },
    },
    async (request, reply) => {
      await newsletter.confirm(request.body.payload.requestPayload.token);
      return noStore(reply, {});
    },
  );

  app.post(
    "/api/v1/newsletter/unsubscribe",
    {
      schema: {
        tags,
        summary: "Unsubscribe with the token of a newsletter e-mail's link (the unsubscribe page's button)",
        description: `${tokenErrors} A used link answers {} again while the address stays unsubscribed.`,
        body: requestEnvelope(newsletterTokenRequestSchema),
        response: { 200: empty },
      },
    },
    async (request, reply) => {
      await newsletter.unsubscribe(request.body.payload.requestPayload.token);
      return noStore(reply, {});
    },
  );

  await app.register(oneClickRoute, { newsletter });
};

/**
 * RFC 8058 one-click unsubscribe: the URL of the List-Unsubscribe header, which mail providers POST without a login
 * or a cookie, as a form ("List-Unsubscribe=One-Click"). Form bodies are accepted in this plugin only; the token
 * in the URL is the proof, so a cross-site form gains nothing.
 */
const oneClickRoute: ModulePlugin<{ newsletter: NewsletterService }> = async (app, { newsletter }) => {
  const ignoreBody = (_request: unknown, _body: unknown, done: (error: null, body?: unknown) => void) =>
    done(null, undefined);
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 4096 }, ignoreBody);
  app.addContentTypeParser("multipart/form-data", { parseAs: "string", bodyLimit: 4096 }, ignoreBody);
  app.post(
    ONE_CLICK_PATH,
    {
      bodyLimit: 4096,
      schema: {
        tags,
        summary: "One-click unsubscribe (RFC 8058): the List-Unsubscribe URL of every newsletter e-mail",
        description: `The token is in the query; the form body (List-Unsubscribe=One-Click) is not read. ${tokenErrors}`,
        querystring: z.object({ token: newsletterTokenField }),
        response: { 200: empty },
      },
    },
    async (request, reply) => {
      await newsletter.unsubscribe(request.query.token);
      return noStore(reply, {});
    },
  );
};
