import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { registerCacheCounters } from "../../lib/metrics/cache-stats";
import { type PageCspOptions, pageCspWithScripts } from "../security";
import { pageKey } from "./page-key";
import { encodedBodies, keptHeaders, PRIVATE_PAGE_CACHE_CONTROL, sendCachedPage } from "./page-reply";
import { type CachedPage, createPageStore, type PageCacheCounters } from "./page-store";
import { createPageVersion } from "./page-version";
import { inlineScriptHashes } from "./script-hashes";

/** Renders a document with the web app (web.ts): the Fastify request, the request the app sees, and its nonce. */
export type RenderDocument = (request: FastifyRequest, page: Request, cspNonce?: string) => Promise<Response>;

export interface PageCacheOptions {
  enabled: boolean;
  /** Bound of the cached bodies (all encodings) and keys, in bytes. */
  maxBytes: number;
}

/** A stale page may be answered while its successor renders, this long after the change (the one-second rule). */
const STALE_WHILE_REVALIDATE_MS = 500;
/**
 * A page rendered this soon after a change may still show it from before: the API's catalogue caches follow a
 * change within ~1.25 s (lib/freshness.ts: a check per second, 250 ms wait), a read replica within its lag. Such a
 * page is rendered again once this long has passed since the change.
 */
const SETTLE_MS = 2000;

interface Filled {
  status: number;
  headers: Array<[string, string]>;
  cookies: string[];
  body: Buffer;
  scriptHashes: string[];
  /** Set when the answer was stored (200, HTML, no cookie). */
  page?: CachedPage;
}

const live = new Set<() => PageCacheCounters>();

/** Hits, misses, bypasses, stale answers, bytes and entries of every page cache in this process (metrics). */
export function pageCacheCounters(): PageCacheCounters {
  const total: PageCacheCounters = { hits: 0, misses: 0, bypasses: 0, stale: 0, bytes: 0, entries: 0 };
  for (const read of live) {
    const one = read();
    for (const name of Object.keys(total) as Array<keyof PageCacheCounters>) total[name] += one[name];
  }
  return total;
}

// Scraped with the other caches' hits and misses (lib/metrics); bytes, entries and bypasses through pageCacheCounters.
registerCacheCounters("page", pageCacheCounters);

/**
 * The whole-page cache for public pages (docs/decisions/0020-page-cache.md): one shared HTML per key whatever
 * the shopper's session, dropped when the version moves (LISTEN page_cache), bounded in bytes.
 */
export async function createPageCache(app: FastifyInstance, database: Database, options: PageCacheOptions) {
  const store = createPageStore(options.maxBytes);
  const version = createPageVersion();
  const counts = { hits: 0, misses: 0, bypasses: 0, stale: 0 };
  const filling = new Map<string, Promise<Filled>>();
  const counters = () => ({ ...counts, ...store.size() });

  if (options.enabled) {
    const listener = await database.listen("page_cache", version.handlers);
    live.add(counters);
    app.addHook("onClose", async () => {
      live.delete(counters);
      store.clear();
      await listener.close();
    });
  }

  async function fill(key: string, request: FastifyRequest, page: Request, render: RenderDocument) {
    const startedAt = Date.now();
    const at = version.current();
    const response = await render(request, page);
    const body = Buffer.from(await response.arrayBuffer());
    const filled: Filled = {
      status: response.status,
      headers: keptHeaders(response.headers),
      cookies: response.headers.getSetCookie(),
      body,
      scriptHashes: inlineScriptHashes(body.toString("utf8")),
    };
    const html = (response.headers.get("content-type") ?? "").startsWith("text/html");
    if (filled.status === 200 && filled.cookies.length === 0 && html) {
      const young = startedAt - version.changedAt() < SETTLE_MS;
      filled.page = {
        version: at,
        freshUntil: young ? version.changedAt() + SETTLE_MS : Number.POSITIVE_INFINITY,
        headers: filled.headers,
        scriptHashes: filled.scriptHashes,
        ...(await encodedBodies(body)),
        bytes: 0,
      };
      for (const { body: encoded } of filled.page.bodies.values()) filled.page.bytes += encoded.length;
      store.set(key, filled.page);
    }
    return filled;
  }

  /** One render per key at a time: the others wait for it. */
  function fillOnce(key: string, request: FastifyRequest, page: Request, render: RenderDocument) {
    let pending = filling.get(key);
    if (!pending) {
      pending = fill(key, request, page, render).finally(() => filling.delete(key));
      filling.set(key, pending);
    }
    return pending;
  }

  return {
    counters,
    /**
     * Answers a public page from the cache (or renders and stores it): true once answered; false when it is not the cache's
     * (the caller renders it as usual, never shared: private, no-store).
     */
    async serve(
      request: FastifyRequest,
      reply: FastifyReply,
      render: RenderDocument,
      csp: PageCspOptions,
    ): Promise<boolean> {
      const origin = `${request.protocol}://${request.host}`;
      const keyed = options.enabled
        ? version.listening()
          ? pageKey(request.method, request.url, origin, request.headers.cookie)
          : { bypass: "not-listening" }
        : { bypass: "off" };
      if ("bypass" in keyed) {
        counts.bypasses++;
        reply.header("x-page-cache", "bypass").header("cache-control", PRIVATE_PAGE_CACHE_CONTROL);
        return false;
      }
      const { key } = keyed;
      const page = new Request(new URL(request.url, origin), { method: "GET", headers: keyed.fillHeaders });
      const now = Date.now();
      const cached = store.get(key);
      const current = version.current();
      if (cached && cached.version === current && now < cached.freshUntil) {
        counts.hits++;
        await sendCachedPage(request, reply, cached, "hit", pageCspWithScripts(cached.scriptHashes, csp));
        return true;
      }
      // One change since this page was rendered, less than half a second ago: answer it and render its successor.
      if (cached && cached.version === current - 1 && now - version.changedAt() < STALE_WHILE_REVALIDATE_MS) {
        counts.stale++;
        fillOnce(key, request, page, render).catch((error) => request.log.warn({ err: error }, "page refill failed"));
        await sendCachedPage(request, reply, cached, "stale", pageCspWithScripts(cached.scriptHashes, csp));
        return true;
      }
      counts.misses++;
      const filled = await fillOnce(key, request, page, render);
      if (filled.page) {
        await sendCachedPage(request, reply, filled.page, "miss", pageCspWithScripts(filled.scriptHashes, csp));
        return true;
      }
      // Rendered for the cache but not storable (a 404, a redirect, a language cookie): answered once, as is.
      reply.status(filled.status).header("x-page-cache", "miss").header("cache-control", PRIVATE_PAGE_CACHE_CONTROL);
      for (const [name, value] of filled.headers) reply.header(name, value);
      if (filled.cookies.length) reply.header("set-cookie", filled.cookies);
      reply.header("content-security-policy", pageCspWithScripts(filled.scriptHashes, csp));
      reply.send(filled.body);
      // true, not the reply: a reply is thenable, so awaiting it would give undefined (and a second answer).
      return true;
    },
  };
}

export type PageCache = Awaited<ReturnType<typeof createPageCache>>;
