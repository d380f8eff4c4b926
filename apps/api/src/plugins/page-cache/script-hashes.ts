import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources ('sha256-...') of every inline script in an HTML page. A browser hashes a script element's
 * text exactly as written (scripts have no character references), so the bytes between the tags are hashed.
 * Scripts with a src load under 'self'; data blocks (JSON-LD) never run but are listed all the same.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes = "", text = ""] = match;
    if (/\ssrc\s*=/i.test(attributes) || text === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
