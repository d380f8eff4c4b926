import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";

/**
 * Marks the API calls a page render makes in this process (plugins/in-process-api.ts) with a secret that only this
 * process knows, so a client cannot pass its own request off as one. Such calls are parts of the page request:
 * they carry its request id and log only warnings and errors (the page logs its own start and end).
 */
const HEADER = "x-shop-in-process";
const secret = randomBytes(24).toString("base64url");

export const inProcessHeaders = (pageRequestId: string) => ({ [HEADER]: secret, "x-request-id": pageRequestId });

export const isInProcessRequest = (raw: IncomingMessage | undefined): boolean => raw?.headers[HEADER] === secret;
