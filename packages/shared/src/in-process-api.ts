/**
 * The in-process API client the Fastify host hands the server-rendered web app (issue 17): server rendering reads
 * the API through this instead of loopback HTTP. The web app sees only this interface, never apps/api.
 */
export interface InProcessRequest {
  method: "GET" | "POST";
  /** Path and query, e.g. /api/v1/home/menus?lang=ar. */
  path: string;
  headers: Record<string, string>;
  /** A JSON body (the SPEC 3 envelope); multipart uploads never come from server rendering. */
  body?: string;
}

export interface InProcessResponse {
  status: number;
  body: string;
}

export interface InProcessApi {
  call(request: InProcessRequest): Promise<InProcessResponse>;
}

/**
 * The host runs each page render inside an AsyncLocalStorage whose store is the render's InProcessApi (the same
 * object it passes as the load context's `api`), published under this global key, so the ~200 API calls of the
 * loaders find it without threading the context through each. The key is global so no module is shared.
 */
export const IN_PROCESS_API_SLOT = Symbol.for("bustan.inProcessApi");

export interface InProcessApiSlot {
  getStore(): InProcessApi | undefined;
}

/** The InProcessApi of the page render running now, if the host provides one (server only). */
export function currentInProcessApi(): InProcessApi | undefined {
  const slot = (globalThis as Record<symbol, InProcessApiSlot | undefined>)[IN_PROCESS_API_SLOT];
  return slot?.getStore();
}
