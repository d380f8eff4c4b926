import type { ErrorCode, ErrorItem, FailureEnvelope } from "@shop/shared";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error";
import { isClientAbort, rememberRequestInLogs } from "../lib/logging";
import { isDatabaseInputError } from "./database-input-error";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
  isPoolSaturated,
  isRetryableConflict,
} from "./database-unavailable";

function failure(items: ErrorItem[]): FailureEnvelope {
  return { status: "FAILURE", errorList: items };
}

function item(code: ErrorCode, errorDesc: string, suggesstion = "", field?: string): ErrorItem {
  return field ? { errorCode: code, errorDesc, suggesstion, field } : { errorCode: code, errorDesc, suggesstion };
}

/** Where in the envelope a field sits, without the envelope itself: "/payload/requestPayload/x" -> "x". */
function fieldName(instancePath: string): string {
  const parts = instancePath.split("/").filter(Boolean);
  for (const wrapper of ["payload", "requestPayload"]) {
    if (parts.length > 1 && parts[0] === wrapper) parts.shift();
  }
  return parts.join(".") || "body";
}

/** One error handler for the whole API: every failure leaves in the SPEC 8 shape, never with internals. */
export function registerErrorHandling(app: FastifyInstance) {
  rememberRequestInLogs(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isClientAbort(request.raw, error)) {
      // The client left before the answer (a page's render aborted with it): nobody to answer, nothing broken.
      // 499 as nginx names it, for the access log and the metrics; the socket is already closed.
      request.log.info({ err: error, clientAbort: true }, "client closed the connection early");
      return reply.status(499).send();
    }
    if (error instanceof AppError) {
      // Every failure a module throws, with its own status, headers and body (lib/app-error.ts).
      if (error.code === "SERVICE_UNAVAILABLE") reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(error.statusCode).headers(error.headers()).send(error.body());
    }
    if (isDatabaseUnavailable(error)) {
      // An outage is not a bug: 503 with Retry-After, so clients and load balancers wait instead of giving up.
      // A full pool is overload, not an outage: the same answer, told apart in the log.
      if (isPoolSaturated(error))
        request.log.warn({ err: error }, "no database connection free within the connect timeout (pool full)");
      else request.log.warn({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send(
          failure([
            item("SERVICE_UNAVAILABLE", "The service is briefly unavailable.", "Please try again in a few seconds."),
          ]),
        );
    }
    if (isRetryableConflict(error)) {
      // A deadlock or serialization failure with a concurrent change: nothing was written; a retry succeeds.
      request.log.warn({ err: error }, "aborted by a concurrent change");
      return reply
        .status(503)
        .header("retry-after", "1")
        .send(
          failure([
            item(
              "SERVICE_UNAVAILABLE",
              "Someone else was changing the same items at that moment; nothing was saved.",
              "Please try again.",
            ),
          ]),
        );
    }
    if (isDatabaseInputError(error)) {
      // A value the database refused (SQLSTATE class 22): the client's input, not our failure. The database's
      // message (it may quote the value or the SQL) stays in the log.
      request.log.warn({ err: error }, "database refused a value of the request");
      return reply
        .status(400)
        .send(
          failure([
            item("BAD_REQUEST", "A value in the request cannot be stored.", "Check the values you sent and try again."),
          ]),
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const items = error.validation.map((v) =>
        item(
          "VALIDATION_FAILED",
          v.message ?? "Invalid value.",
          "Check this field and try again.",
          fieldName(v.instancePath ?? ""),
        ),
      );
      return reply.status(400).send(failure(items));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send(failure([item("RATE_LIMITED", "Too many requests.", "Please wait and try again.")]));
    }
    if (status === 415) {
      return reply
        .status(415)
        .send(failure([item("UNSUPPORTED_MEDIA_TYPE", "Unsupported content type.", "Send application/json.")]));
    }
    if (status === 413) {
      return reply.status(413).send(failure([item("PAYLOAD_TOO_LARGE", "The request body is too large.")]));
    }
    if (status >= 400 && status < 500) {
      const invalidJson = error.code?.startsWith("FST_ERR_CTP") || error instanceof SyntaxError;
      const desc = invalidJson ? "The request body is not valid JSON." : "The request could not be understood.";
      return reply.status(400).send(failure([item("BAD_REQUEST", desc, "Send a JSON body in the request envelope.")]));
    }
    request.log.error({ err: error }, "unhandled error");
    if (status === 503) {
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send(failure([item("SERVICE_UNAVAILABLE", "The service is unavailable.", "Try again shortly.")]));
    }
    return reply
      .status(500)
      .send(failure([item("INTERNAL_ERROR", "Something went wrong on our side.", "Please try again later.")]));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(failure([item("NOT_FOUND", `No route for ${request.method} ${request.url.split("?")[0]}.`)]));
  });
}
