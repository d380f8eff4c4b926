import { AsyncLocalStorage } from "node:async_hooks";
import {
  IN_PROCESS_API_SLOT,
  type InProcessApi,
  type InProcessApiSlot,
  type InProcessRequest,
} from "@shop/shared/in-process-api";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { inProcessHeaders } from "../lib/in-process-requests";

const renders = new AsyncLocalStorage<InProcessApi>();
(globalThis as Record<symbol, InProcessApiSlot>)[IN_PROCESS_API_SLOT] = renders;

/**
 * The API as the page render of `page` reads it: the same routes, hooks, guards and limits as over HTTP, dispatched
 * in this process (light-my-request) instead of through a loopback socket, from the shopper's own address.
 */
export function inProcessApiFor(app: FastifyInstance, page: FastifyRequest): InProcessApi {
  return {
    async call({ method, path, headers, body }: InProcessRequest) {
      const response = await app.inject({
        method,
        url: path,
        headers: { ...headers, ...inProcessHeaders(page.id) },
        payload: body,
        remoteAddress: page.ip,
      });
      return { status: response.statusCode, body: response.payload };
    },
  };
}

/** Runs a page render with `api` as the in-process client its loaders find (currentInProcessApi). */
export function withInProcessApi<T>(api: InProcessApi, render: () => Promise<T>): Promise<T> {
  return renders.run(api, render);
}
