import multipart from "@fastify/multipart";
import {
  idField,
  MAX_IMAGE_BYTES,
  requestEnvelope,
  reviewAddRequestSchema,
  reviewAddResponseSchema,
  reviewMineRequestSchema,
  reviewMineResponseSchema,
  reviewPhotoDeleteRequestSchema,
  reviewSearchRequestSchema,
  reviewSearchResponseSchema,
  successEnvelope,
} from "@shop/shared";
import type { FastifyRequest } from "fastify";
import { AppError, RetryLaterError } from "../../lib/app-error";
import { languageOf, memberId, memberPost } from "../../lib/member-routes";
import { type ModulePlugin, noStore } from "../../lib/reply";
import type { ReviewPhotos } from "./reviews.photos";
import type { ReviewService } from "./reviews.service";

const tags = ["reviews"];
/** Reviews (new or edited) one client address may send per hour, counted before the body is read. */
export const REVIEWS_PER_ADDRESS_PER_HOUR = 20;
/** Reviews (new or edited) one shopper may send per hour, from any address. */
export const REVIEWS_PER_SHOPPER_PER_HOUR = 10;
/** Photo uploads one client address may send per hour. */
export const REVIEW_PHOTOS_PER_ADDRESS_PER_HOUR = 30;

const badUpload = (field: string, message: string) =>
  new AppError("VALIDATION_FAILED", message, "Send the review's id and one photo in the field 'file'.", field);

/** The photo upload's reviewId and file (read whole, at most MAX_IMAGE_BYTES, else 413). */
async function readPhotoUpload(request: FastifyRequest): Promise<{ reviewId: number; bytes: Buffer }> {
  let reviewId: unknown;
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || bytes) throw badUpload("file", "Send one photo in the field 'file'.");
        bytes = await part.toBuffer();
      } else if (part.fieldname === "reviewId") {
        reviewId = Number(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError("PAYLOAD_TOO_LARGE", "This photo is larger than 10 MB.", "Send a smaller photo.", "file");
    }
    if ((error as { statusCode?: number }).statusCode === 406) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the photo as multipart/form-data.", "", "file");
    }
    throw error;
  }
  const parsed = idField.safeParse(reviewId);
  if (!parsed.success) throw badUpload("reviewId", "Name the review the photo belongs to.");
  if (!bytes?.length) throw badUpload("file", "Choose a photo to upload.");
  return { reviewId: parsed.data, bytes };
}

/** Product reviews (issue 14): the public list, and the shopper's own review (write, edit, read back). */
export const reviewRoutes: ModulePlugin<{ reviews: ReviewService; photos: ReviewPhotos }> = async (
  app,
  { reviews, photos },
) => {
  // Scoped to this plugin: the rest of the API still takes JSON only.
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, fieldSize: 100, parts: 6, headerPairs: 100 },
  });
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

  app.post(
    "/api/v2/reviews/photos/add",
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: REVIEW_PHOTOS_PER_ADDRESS_PER_HOUR, timeWindow: "1 hour" } },
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: "Add a photo to the caller's own review (multipart/form-data: reviewId, file)",
        description:
          "At most 3 photos a review; JPEG, PNG, WebP or AVIF up to 10 MB, stored by the catalogue's picture " +
          "pipeline (WebP, upright, no EXIF or GPS). The review goes back to pending. NOT_FOUND for another's review.",
        consumes: ["multipart/form-data"],
        response: { 200: successEnvelope(reviewAddResponseSchema) },
      },
    },
    async (request, reply) => {
      const { reviewId, bytes } = await readPhotoUpload(request);
      return noStore(reply, await photos.add(memberId(request), reviewId, bytes));
    },
  );

  memberPost(
    app,
    "/api/v2/reviews/photos/delete",
    {
      tags,
      summary: "Remove a photo of the caller's own review (the review goes back to pending)",
      body: requestEnvelope(reviewPhotoDeleteRequestSchema),
      response: { 200: successEnvelope(reviewAddResponseSchema) },
    },
    ({ payload: { requestPayload } }, member) => photos.remove(member, requestPayload.photoId),
  );
};
