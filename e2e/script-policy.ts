import { createHash } from "node:crypto";

/**
 * The inline scripts of a page that its content security policy does not allow. A page shared through the page
 * cache (issue 17) lists each inline script's sha256 and has no nonce; any other page has one fresh nonce that
 * every script carries.
 */
export function scriptsOutsidePolicy(csp: string, html: string): string[] {
  const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(scriptSources)?.[1];
  const outside: string[] = [];
  for (const [tag, attributes = "", text = ""] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (nonce && attributes.includes(`nonce="${nonce}"`)) continue;
    if (!nonce && attributes.includes("src=") && scriptSources.includes("'self'")) continue;
    const hash = `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    if (!nonce && text && scriptSources.includes(hash)) continue;
    outside.push(tag.slice(0, 80));
  }
  return outside;
}
