import { z } from "zod";
import { safeText } from "./safe-text";

/** SPEC 3: every request is wrapped in `payload`; tokenPayload is informational only (DESIGN: identity comes from the token). */
export const tokenPayloadSchema = z
  .object({ userName: safeText().max(200).optional(), role: safeText().max(40).optional() })
  .partial()
  .optional();

export function requestEnvelope<T extends z.ZodType>(requestPayload: T) {
  return z.object({
    payload: z.object({
      requestId: safeText().max(100).optional().default(""),
      requestPayload,
      tokenPayload: tokenPayloadSchema,
    }),
  });
}

/** The success answer's schema; the API's routes return only the data, which one hook wraps (apps/api/src/lib/reply.ts). */
export function successEnvelope<T extends z.ZodType>(responceObj: T) {
  return z.object({ status: z.literal("SUCCESS"), responceObj });
}

export const errorItemSchema = z.object({
  errorCode: z.string(),
  errorDesc: z.string(),
  suggesstion: z.string(),
  field: z.string().optional(),
});
export type ErrorItem = z.infer<typeof errorItemSchema>;

export const failureEnvelopeSchema = z.object({
  status: z.literal("FAILURE"),
  errorList: z.array(errorItemSchema),
});
export type FailureEnvelope = z.infer<typeof failureEnvelopeSchema>;
