/** Our Fastify server passes the per-request CSP nonce as the load context. */
declare module "react-router" {
  interface AppLoadContext {
    cspNonce?: string;
  }
}

export {};
