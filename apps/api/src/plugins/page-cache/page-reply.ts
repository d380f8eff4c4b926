import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gunzip, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { CachedPage } from "./page-store";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** A cached page may be kept by a CDN for one second at most (the one-second rule); browsers revalidate. */
export const CACHED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=1, must-revalidate";
/** A stale page, or one that is fresh only briefly: nobody else may keep it. */
export const SHORT_PAGE_CACHE_CONTROL = "private, no-cache";
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-store";
/** The key holds the preference cookies, and each encoding has its own body. */
const VARY = "Accept-Encoding, Cookie";

const etagOf = (body: Buffer, encoding: string) =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}${encoding === "identity" ? "" : `-${encoding}`}"`;

/**
 * The body compressed once, when the page is stored, in the two encodings browsers ask for. The HTML itself is not
 * kept (it was ~3/4 of the cache's bytes): the rare client that takes neither gets the gzip body unpacked, with
 * the ETag of the HTML.
 */
export async function encodedBodies(html: Buffer): Promise<Pick<CachedPage, "bodies" | "identityEtag">> {
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzipAsync(html, { level: 6 }),
  ]);
  const bodies: CachedPage["bodies"] = new Map([
    ["br", { body: br, etag: etagOf(br, "br") }],
    ["gzip", { body: gz, etag: etagOf(gz, "gzip") }],
  ]);
  return { bodies, identityEtag: etagOf(html, "identity") };
}

/** The best encoding the request accepts (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return "identity";
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/**
 * Answers from a cached page: its headers, a CSP listing its scripts' hashes, a strong ETag per encoding and
 * 304 when the browser already has that body.
 */
export async function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  state: "hit" | "miss" | "stale",
  csp: string,
) {
  // Stale, or rendered so soon after a change that it may predate it: no CDN may keep it.
  const shortLived = state === "stale" || page.freshUntil !== Number.POSITIVE_INFINITY;
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  const compressed = encoding === "identity" ? undefined : page.bodies.get(encoding);
  const etag = compressed?.etag ?? page.identityEtag;
  for (const [name, value] of page.headers) reply.header(name, value);
  reply
    .header("x-page-cache", state)
    .header("etag", etag)
    .header("vary", VARY)
    .header("cache-control", shortLived ? SHORT_PAGE_CACHE_CONTROL : CACHED_PAGE_CACHE_CONTROL);
  // Before the 304 too: a browser updates its stored copy's headers from a 304, CSP included (else helmet's
  // default-src 'none' would replace the page's policy and block its scripts).
  reply.header("content-security-policy", csp);
  // Nothing is returned: a reply is thenable, and an async function returning it would wait for it to be sent.
  if (matchesEtag(request.headers["if-none-match"], etag)) {
    reply.status(304).send();
  } else if (compressed) {
    reply.header("content-encoding", encoding).status(200).send(compressed.body);
  } else {
    const gzipped = page.bodies.get("gzip");
    if (!gzipped) throw new Error("cached page without its gzip body");
    reply.status(200).send(await gunzipAsync(gzipped.body));
  }
}

/** Response headers worth keeping with a page (the CSP is made per answer, cookies are never kept). */
export function keptHeaders(headers: Headers): Array<[string, string]> {
  const dropped = new Set(["set-cookie", "content-length", "content-security-policy", "content-encoding", "etag"]);
  for (const ours of ["cache-control", "vary"]) dropped.add(ours);
  return [...headers].filter(([name]) => !dropped.has(name.toLowerCase()));
}
