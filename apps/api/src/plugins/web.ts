import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Database } from "../db/client";
import { inProcessApiFor, withInProcessApi } from "./in-process-api";
import { createPageCache, type PageCacheOptions, type RenderDocument } from "./page-cache/page-cache";
import { type PageCspOptions, pageCsp } from "./security";

/**
 * Serves the built React Router app from the same process as the API: fingerprinted assets with an
 * immutable cache, everything else through React Router's server renderer. `csp.stripe`: card payments are
 * configured, so pages allow Stripe.js.
 */
export interface WebOptions {
  buildDir: string;
  csp: PageCspOptions;
  publicOrigin?: string;
  /** The whole-page cache's settings and the database whose changes move its version (decision 0020). */
  pageCache: PageCacheOptions;
  database: Database;
}

export async function registerWeb(app: FastifyInstance, options: WebOptions) {
  const { buildDir, csp, publicOrigin } = options;
  const pageCache = await createPageCache(app, options.database, options.pageCache);
  // Canonical and sharing links in pages use the configured origin (the web app reads PUBLIC_ORIGIN).
  if (publicOrigin) process.env.PUBLIC_ORIGIN = publicOrigin;
  const serverEntry = path.join(buildDir, "server/index.js");
  if (!existsSync(serverEntry)) throw new Error(`Web build missing at ${serverEntry}: run npm run build`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");

  // The fingerprinted files under one wildcard route: listing the folder (wildcard: false) put a route per file,
  // its .br and .gz twins included (over a thousand), into the router at every start (~200 ms, issue 17).
  const client = path.join(buildDir, "client");
  const staticOptions = {
    index: false as const,
    // Our own cache-control below, and the .br/.gz files written at build time instead of compressing per request.
    cacheControl: false,
    preCompressed: true,
    setHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string) {
      const translations = filePath.includes(`${path.sep}i18n${path.sep}`);
      res.setHeader("cache-control", translations ? "public, max-age=300" : "public, max-age=31536000, immutable");
    },
  };
  await app.register(async (assets) => {
    // A path the files cannot answer (a folder, an escaping "..") is simply not found, like a missing file.
    assets.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
      if ((error.statusCode ?? 500) < 500) return reply.callNotFound();
      throw error;
    });
    await assets.register(fastifyStatic, { ...staticOptions, root: path.join(client, "assets"), prefix: "/assets/" });
  });
  // The few files at the top of the build (the favicon), one route each; everything else there is a page.
  await app.register(fastifyStatic, {
    ...staticOptions,
    root: client,
    prefix: "/",
    wildcard: false,
    globIgnore: ["assets/**"],
    decorateReply: false,
    setHeaders: (res: { setHeader(name: string, value: string): unknown }) =>
      res.setHeader("cache-control", "public, max-age=300"),
  });

  // Visitors' public pages come from the whole-page cache (plugins/page-cache), rendered without a nonce.
  const renderForCache: RenderDocument = (request, page) => {
    const api = inProcessApiFor(app, request);
    return withInProcessApi(api, () => handle(page, { api }));
  };
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await pageCache.serve(request, reply, renderForCache, csp)) return reply;
    const cspNonce = randomBytes(16).toString("base64");
    // Loaders read the API in this process (decision 0001, addendum), not through loopback HTTP.
    const api = inProcessApiFor(app, request);
    const response = await withInProcessApi(api, () => handle(toFetchRequest(request, reply), { cspNonce, api }));
    reply.status(response.status).header("content-security-policy", pageCsp(cspNonce, csp));
    for (const [key, value] of response.headers) {
      if (key !== "set-cookie") reply.header(key, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header("set-cookie", cookies);
    return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
  };
  app.route({ method: ["GET", "HEAD"], url: "/*", handler: render });
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, String(value));
  }
  const controller = new AbortController();
  // The client went away before the page finished: stop rendering it.
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit = { method: request.method, headers, signal: controller.signal };
  return new Request(new URL(request.url, origin), init);
}
