import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";

/** The built web app (npm run build); the page tests are skipped without it (CI runs them after the build). */
export const webBuildDir = path.resolve(import.meta.dirname, "../../../../web/build");
export const hasWebBuild = existsSync(path.join(webBuildDir, "server/index.js"));

export async function getPage(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: "GET", url, headers: { accept: "text/html", ...headers } });
  return {
    status: res.statusCode,
    body: res.body,
    state: String(res.headers["x-page-cache"] ?? ""),
    etag: String(res.headers.etag ?? ""),
    cacheControl: String(res.headers["cache-control"] ?? ""),
    csp: String(res.headers["content-security-policy"] ?? ""),
    cookies: res.headers["set-cookie"],
  };
}

/** The inline scripts of a page, hashed as a browser checks them against 'sha256-...' sources. */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (attributes.includes("src=") || !text) continue;
    sources.push(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  }
  return sources;
}
