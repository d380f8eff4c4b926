import type { InProcessApi } from "@shop/shared/in-process-api";

/** Our Fastify server passes the per-request CSP nonce and its in-process API client as the load context. */
declare module "react-router" {
  interface AppLoadContext {
    cspNonce?: string;
    /** The API in the host's process (server rendering only); the api client finds it for each call. */
    api?: InProcessApi;
  }
}
