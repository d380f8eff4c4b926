import {
  requestEnvelope,
  reviewAddRequestSchema,
  reviewAddResponseSchema,
  reviewMineRequestSchema,
  reviewMineResponseSchema,
  reviewSearchRequestSchema,
  reviewSearchResponseSchema,
  successEnvelope,
} from "@shop/shared";
import { RetryLaterError } from "../../lib/app-error";
import { languageOf, memberId, memberPost } from "../../lib/member-routes";
import { type ModulePlugin, noStore } from "../../lib/reply";
import type { ReviewService } from "./reviews.service";

const tags = ["reviews"];
/** Reviews (new or edited) one client address may send per hour, counted before the body is read. */
export const REVIEWS_PER_ADDRESS_PER_HOUR = 20;
/** Reviews (new or edited) one shopper may send per hour, from any address. */
export const REVIEWS_PER_SHOPPER_PER_HOUR = 10;

/** Product reviews (issue 14): the public list, and the shopper's own review (write, edit, read back). */
export const reviewRoutes: ModulePlugin<{ reviews: ReviewService }> = async (app, { reviews }) => {
  // A second counter per shopper (the route's own limit counts per client address), in the shared store too.
  const perShopper = app.createRateLimit({
    max: REVIEWS_PER_SHOPPER_PER_HOUR,
    timeWindow: "1 hour",
    keyGenerator: (request) => `review-user ${request.authUser?.id ?? request.ip}`,
  });

  app.post(
    "/api/v1/reviews/search",
    {
      schema: {
        tags,
        summary: "A product's approved reviews, a page at a time, with the average, count and star distribution",
        description:
          "sort: newest (default), highest, lowest, photos (only reviews with photos). from is a zero-based page. " +
          "An unknown product answers an empty list.",
        body: requestEnvelope(reviewSearchRequestSchema),
        response: { 200: successEnvelope(reviewSearchResponseSchema) },
      },
    },
    async (request, reply) => noStore(reply, await reviews.search(request.body.payload.requestPayload)),
  );

  app.post(
    "/api/v2/reviews/add",
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: REVIEWS_PER_ADDRESS_PER_HOUR, timeWindow: "1 hour" } },
      schema: {
        tags,
        summary: "Write or edit the caller's review of a product (pending until staff approve it)",
        description:
          "Only a shopper with a delivered order containing the product may review it: NOT_ELIGIBLE (403) " +
          "otherwise. One review per product per shopper: a second call replaces the first and sets it back to " +
          "pending. Title 1-120, text 10-4,000 characters of plain text. RATE_LIMITED (429) past " +
          `${REVIEWS_PER_ADDRESS_PER_HOUR} an hour per address or ${REVIEWS_PER_SHOPPER_PER_HOUR} per shopper.`,
        security: [{ bearerAuth: [] }],
        body: requestEnvelope(reviewAddRequestSchema),
        response: { 200: successEnvelope(reviewAddResponseSchema) },
      },
      preHandler: async (request) => {
        const limit = await perShopper(request);
        if (!limit.isAllowed && limit.isExceeded) {
          throw new RetryLaterError(
            "Too many reviews in a short time.",
            "Please wait and try again later.",
            limit.ttlInSeconds,
          );
        }
      },
    },
    async (request, reply) =>
      noStore(
        reply,
        await reviews.add(memberId(request), request.body.payload.requestPayload, languageOf(request, undefined)),
      ),
  );

  memberPost(
    app,
    "/api/v2/reviews/mine",
    {
      tags,
      summary: "The caller's own review of a product (any status) and whether they may write or edit one",
      body: requestEnvelope(reviewMineRequestSchema),
      response: { 200: successEnvelope(reviewMineResponseSchema) },
    },
    ({ payload: { requestPayload } }, member) => reviews.mine(member, requestPayload.productId),
  );
};
